/** The frame both auth screens share: a title, a short welcome line, the form, a switch link. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './auth-page.css';

interface AuthPageProps {
  title: string;
  intro: string;
  children: ReactNode;
  switchPrompt: string;
  switchLabel: string;
  switchHref: string;
}

export function AuthPage({
  title,
  intro,
  children,
  switchPrompt,
  switchLabel,
  switchHref,
}: AuthPageProps) {
  return (
    <div className="auth-page stack-6">
      <header className="auth-page__heading stack-1">
        <h1 className="auth-page__title">{title}</h1>
        <p className="auth-page__intro">{intro}</p>
      </header>
      {children}
      <p className="auth-page__switch">
        {switchPrompt}{' '}
        <Link to={switchHref} className="auth-page__switch-link">
          {switchLabel}
        </Link>
      </p>
    </div>
  );
}
