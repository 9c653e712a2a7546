import { Box, Button, Stack, Text, Title } from '@mantine/core'
import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { branding } from '../../domain/branding.ts'
import classes from './print.module.css'

interface PrintPageProps {
  title: string
  /** False shows the no-content view (missing ids, a report that could not be obtained, unreadable data). */
  hasContent: boolean
  children?: ReactNode
}

/** The frame of every print report: A4-wide pages, no application layout. */
export function PrintPage({ title, hasContent, children }: PrintPageProps) {
  const { t } = useTranslation()
  useEffect(() => {
    document.title = `${title} · ${branding.productName}`
  }, [title])
  return (
    <Box component="main" className={classes.report} aria-label={title}>
      {hasContent ? (
        <>
          {/* The screen's own heading: each sheet names itself with an h2, and the toolbar never prints. */}
          <div className={classes.toolbar}>
            <Title order={1} size="h5">
              {title}
            </Title>
            <Button size="xs" variant="default" onClick={() => window.print()}>
              {t('printing.print')}
            </Button>
          </div>
          {children}
        </>
      ) : (
        <>
          <Title order={1} size="h3" mb="md">
            {title}
          </Title>
          <Stack gap="xs" className={classes.noContent}>
            <Text fw={600} size="lg">
              {t('printing.noContent')}
            </Text>
            <Text c="dimmed">{t('printing.noContentHint')}</Text>
          </Stack>
        </>
      )}
    </Box>
  )
}
