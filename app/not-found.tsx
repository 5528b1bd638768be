export default function NotFound() {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-md rounded-lg border bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
        <p className="mt-4 text-sm text-slate-600">Did you forget to add the page to the router?</p>
        {/* The root not-found boundary is part of every page's tree, so a <Link> here would put next/link's
            client code (about 3.5 kB compressed) on every page; a full page load from a 404 is fine. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className="mt-6 inline-block text-sm font-medium text-blue-700 underline underline-offset-4">
          Go to the home page
        </a>
      </div>
    </main>
  );
}
