/** The bordered panel of the admin pages. */
export const cardClass = "rounded-lg border border-slate-700 bg-slate-900/60 p-4";

type CardProps<T extends React.ElementType> = {
  as?: T;
  className?: string;
} & Omit<React.ComponentPropsWithoutRef<T>, "as" | "className">;

/** A card: `as` picks the element (section, article, li…), `className` adds layout. */
export function Card<T extends React.ElementType = "div">({
  as,
  className,
  ...props
}: CardProps<T>) {
  const Element: React.ElementType = as ?? "div";
  return <Element className={className ? `${cardClass} ${className}` : cardClass} {...props} />;
}
