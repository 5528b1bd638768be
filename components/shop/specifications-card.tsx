import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

export function SpecificationsCard() {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Specifications</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="font-medium text-slate-700">Material</dt>
          <dd>Vinyl</dd>
          <dt className="font-medium text-slate-700">Finish</dt>
          <dd>Glossy</dd>
        </dl>
        <p className="mt-3 text-sm text-slate-600">More options coming soon!</p>
      </CardContent>
    </Card>
  );
}
