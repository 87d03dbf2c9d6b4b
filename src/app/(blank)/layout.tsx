// Blank layout: no chrome (sign-in, error pages, coming soon).
export default function BlankLayout({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" className="blank-main">
      {children}
    </main>
  );
}
