import { useEffect } from 'react';
import { announce } from '../dom/announcer.ts';

/** The outcome a popup shows in place of its form: a check for success, the error mark otherwise. */
export interface Feedback {
  message: string;
  error: boolean;
}

/** The outcome as a status message; `--success` or `--error` on its class draws the mark. */
export function DialogFeedback({ feedback, className }: { feedback: Feedback; className: string }) {
  return (
    <p className={`${className} ${className}--${feedback.error ? 'error' : 'success'}`} role="status">
      {feedback.message}
    </p>
  );
}

/**
 * Announces the feedback and closes the popup `timeout` ms later: the shopper has read the outcome, and the
 * popup has nothing left to offer.
 */
export function useFeedbackClose(feedback: Feedback | null, timeout: number, close: () => void): void {
  useEffect(() => {
    if (!feedback) return;
    void announce(feedback.message);
    const timer = setTimeout(close, timeout);
    return () => clearTimeout(timer);
  }, [feedback, timeout, close]);
}
