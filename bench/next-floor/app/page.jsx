export default function Page() {
  return (
    <main>
      <h1>Custom vinyl stickers</h1>
    </main>
  );
}
