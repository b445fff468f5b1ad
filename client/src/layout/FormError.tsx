/** A problem to show under a form or control, announced to screen readers; nothing when there is none. */
export function FormError({ message, id }: { message: string | null | undefined | false; id?: string }) {
  return message ? (
    <p id={id} className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}
