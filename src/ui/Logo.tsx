import { AppName } from './AppName';

// SPEC.md: the logo is 150x100 and links to /. Its name is the customizer's app_name (StreamIt by default).
export function Logo() {
  return (
    <svg className="logo" width="150" height="100" viewBox="0 0 150 100" preserveAspectRatio="xMinYMid slice" aria-hidden="true">
      <rect x="4" y="34" width="30" height="30" rx="6" fill="#e50914" />
      <path d="M14 41 L28 49 L14 57 Z" fill="#fff" />
      <AppName />
    </svg>
  );
}
