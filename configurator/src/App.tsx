/** The configurator's root: the booking flow is built in later issues; this page says so. */
export function App() {
  return (
    <main>
      <h1>Buchungskonfigurator</h1>
      <p>Der Konfigurator wird gerade gebaut. / The configurator is being built.</p>
    </main>
  );
}
