// Browser-side upload with progress (fetch cannot report upload progress; XMLHttpRequest can).
import { readErrorMessage, RequestError } from "@/lib/client/request-json";
import type { DesignDto } from "@/lib/designs/design-dto";

export function sendDesignUpload(
  file: File,
  sessionId: string,
  onProgress: (percent: number) => void,
): Promise<DesignDto> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append("file", file);
    form.append("sessionId", sessionId);
    const request = new XMLHttpRequest();
    request.open("POST", "/api/upload-design");
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new RequestError(0, "Network error: the upload did not reach the server."));
    request.onload = async () => {
      const response = new Response(request.responseText, { status: request.status, statusText: request.statusText });
      if (request.status >= 200 && request.status < 300) {
        resolve((await response.json()) as DesignDto);
      } else {
        reject(new RequestError(request.status, await readErrorMessage(response)));
      }
    };
    request.send(form);
  });
}
