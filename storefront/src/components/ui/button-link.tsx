import { Link, type LinkProps } from 'react-router-dom';
import { buttonClasses, type ButtonVariant } from './button';

type ButtonLinkProps = LinkProps & { variant?: ButtonVariant };

/** A link styled as a button (navigation, not an action: keeps link semantics for assistive technology). */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, className)} {...props} />;
}
