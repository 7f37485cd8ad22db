import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, type NavigateFunction } from 'react-router-dom';
import type { SecuritySetupStatusDto } from '@bank/contracts/security';
import { api } from '../api-client';

/** Whether the customer has security questions and a signature (SPEC 3 "Security status"). */
export const SECURITY_SETUP_KEY = ['security-setup'] as const;

export const securitySetupQueryOptions = () =>
  queryOptions({ queryKey: SECURITY_SETUP_KEY, queryFn: () => api.get<SecuritySetupStatusDto>('/api/auth/security-setup') });

/**
 * What a transfer's authorization still lacks ('questions', 'signature'), once the status is known.
 * With sign-in verification on, the app's code takes the question's place.
 */
export function useMissingTransferSecurity(): ('questions' | 'signature')[] {
  const { data } = useQuery(securitySetupQueryOptions());
  if (!data) return [];
  const questionsNeeded = !data.hasQuestions && !data.signInVerification;
  return [...(questionsNeeded ? ['questions' as const] : []), ...(data.hasSignature ? [] : ['signature' as const])];
}

const RETURN_KEY = 'security-setup-return';

interface SecuritySetupReturn {
  /** The transfer page to come back to. */
  path: string;
  /** What the customer had typed there, in the form's own shape. */
  draft?: object;
}

function read(): SecuritySetupReturn | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(RETURN_KEY) ?? 'null') as SecuritySetupReturn | null;
    return stored && typeof stored.path === 'string' && stored.path.startsWith('/') && !stored.path.startsWith('//') ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Goes to Security Setup from a transfer page (issue 28 item 3), remembering the page and what was
 * typed there for this tab only: its 'Return to Banking' comes back and the form is filled again.
 */
export function leaveForSecuritySetup(navigate: NavigateFunction, path: string, draft?: object): void {
  try {
    window.sessionStorage.setItem(RETURN_KEY, JSON.stringify({ path, draft }));
  } catch {
    // No storage: the setup still works, it just returns to the dashboard.
  }
  navigate('/security-setup');
}

/** The transfer page Security Setup was opened from, if any. */
export function securitySetupReturnPath(): string | null {
  return read()?.path ?? null;
}

/**
 * The values a transfer form had when the customer left for Security Setup, once: read for the
 * first render, then forgotten (a later visit starts empty).
 */
export function useRestoredTransferDraft<T>(): T | undefined {
  const { pathname: path } = useLocation();
  const [draft] = useState(() => {
    const stored = read();
    return stored?.path === path ? (stored.draft as T | undefined) : undefined;
  });
  useEffect(() => {
    if (draft) window.sessionStorage.removeItem(RETURN_KEY);
  }, [draft]);
  return draft;
}
