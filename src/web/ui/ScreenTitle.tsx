import { Title, type TitleProps } from '@mantine/core'
import { useEffect } from 'react'
import { branding } from '../domain/branding.ts'

/** A screen's h1; also names the browser tab after it. */
export function ScreenTitle({
  children,
  ...props
}: Omit<TitleProps, 'order' | 'children'> & { children: string }) {
  useEffect(() => {
    document.title = `${children} · ${branding.productName}`
  }, [children])
  return (
    <Title order={1} {...props}>
      {children}
    </Title>
  )
}
