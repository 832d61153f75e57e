/** The surface of a card: border, corners and background, without padding. */
export const cardSurfaceClass = "rounded-lg border border-slate-700 bg-slate-900/60";
/** The bordered panel of the admin pages. */
export const cardClass = `${cardSurfaceClass} p-4`;
const roomyCardClass = `${cardSurfaceClass} p-6`;

type CardProps<T extends React.ElementType> = {
  as?: T;
  /** More room inside (a page's top-level sections). */
  roomy?: boolean;
  className?: string;
} & Omit<React.ComponentPropsWithoutRef<T>, "as" | "className">;

/** A card: `as` picks the element (section, article, li…), `className` adds layout. */
export function Card<T extends React.ElementType = "div">({
  as,
  roomy,
  className,
  ...props
}: CardProps<T>) {
  const Element: React.ElementType = as ?? "div";
  const look = roomy ? roomyCardClass : cardClass;
  return <Element className={className ? `${look} ${className}` : look} {...props} />;
}
