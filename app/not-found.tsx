import Link from "next/link";

export default function NotFound() {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-md rounded-lg border bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
        <p className="mt-4 text-sm text-slate-600">Did you forget to add the page to the router?</p>
        <Link href="/" className="mt-6 inline-block text-sm font-medium text-blue-700 underline underline-offset-4">
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
