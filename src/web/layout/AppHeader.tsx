import { Anchor, Box, Container, Group, Text } from '@mantine/core'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { branding } from '../domain/branding.ts'
import { paths } from '../domain/paths.ts'
import { AirflowUnitSelect } from './AirflowUnitSelect.tsx'
import { AuthButton } from './AuthButton.tsx'
import { LanguageSelect } from './LanguageSelect.tsx'
import { LogoMark } from './LogoMark.tsx'
import classes from './layout.module.css'

interface AppHeaderProps {
  /**
   * The modelling area and the product-export flow show no sign-in options (docs/product-rules.md, "Sign-in
   * options in the header").
   */
  authOptions: boolean
}

export function AppHeader({ authOptions }: AppHeaderProps) {
  const { t } = useTranslation()
  return (
    <Box component="header" className={classes.header}>
      <a href="#main-content" className={classes.skipLink}>
        {t('common.skipToContent')}
      </a>
      <Container h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor
            component={Link}
            to={paths.projects}
            underline="never"
            className={classes.logo}
            aria-label={t('header.homeLink', { product: branding.productName })}
          >
            <LogoMark />
            <Text component="span" fw={700} fz="lg">
              {branding.productName}
            </Text>
          </Anchor>
          <Group gap="sm" wrap="nowrap">
            <AirflowUnitSelect />
            <LanguageSelect />
            {authOptions && <AuthButton />}
          </Group>
        </Group>
      </Container>
    </Box>
  )
}
