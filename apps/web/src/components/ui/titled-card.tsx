import { useId, type ComponentProps, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';

export type TitledCardProps = Omit<ComponentProps<'section'>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  contentClassName?: string;
};

/** A card named by its title, so it is a region screen readers list: title and description, then content. */
export function TitledCard({ title, description, contentClassName, children, ...props }: TitledCardProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} {...props}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
