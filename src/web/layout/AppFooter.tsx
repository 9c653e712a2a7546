import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { branding } from '../domain/branding.ts'
import { toLanguage } from '../i18n/languages.ts'
import { SocialIcon } from './SocialIcon.tsx'
import { CatalogueNotice } from '../ui/catalogue/CatalogueNotice.tsx'
import classes from './layout.module.css'

/** Company information, the contact of the interface language's country, product groups and social links. */
export function AppFooter() {
  const { t, i18n } = useTranslation()
  const contact = branding.contacts[toLanguage(i18n.resolvedLanguage ?? i18n.language)]
  const { company } = branding
  return (
    <Box component="footer" className={classes.footer}>
      <Container>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap={2}>
            <Title order={2} className={classes.footerTitle}>
              {t('footer.companyTitle')}
            </Title>
            <Text fw={600} size="sm">
              {company.name}
            </Text>
            {company.addressLines.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
            <Text size="sm">{t('footer.businessId', { id: company.businessId })}</Text>
          </Stack>
          <Stack gap={2} component="address" fs="normal">
            <Title order={2} className={classes.footerTitle}>
              {t('footer.contactTitle')}
            </Title>
            <Text fw={600} size="sm">
              {contact.company}
            </Text>
            {contact.addressLines.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
            <Text size="sm">
              {t('footer.phone')}:{' '}
              <Anchor href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</Anchor>
            </Text>
            <Text size="sm">
              {t('footer.email')}: <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
            </Text>
            <Text size="sm">
              {t('footer.website')}: <Anchor href={contact.website}>{new URL(contact.website).host}</Anchor>
            </Text>
          </Stack>
          <Box component="nav" aria-label={t('footer.productGroupsTitle')}>
            <Title order={2} className={classes.footerTitle}>
              {t('footer.productGroupsTitle')}
            </Title>
            <ul className={classes.linkList}>
              {branding.productGroups.map((group) => (
                <li key={group.key}>
                  <Anchor href={group.url} size="sm">
                    {t(`footer.productGroups.${group.key}`)}
                  </Anchor>
                </li>
              ))}
            </ul>
          </Box>
          <Box component="nav" aria-label={t('footer.socialTitle')}>
            <Title order={2} className={classes.footerTitle}>
              {t('footer.socialTitle')}
            </Title>
            <Group gap="sm">
              {branding.social.map((link) => (
                <Anchor
                  key={link.network}
                  href={link.url}
                  aria-label={link.name}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <SocialIcon network={link.network} />
                </Anchor>
              ))}
            </Group>
          </Box>
        </SimpleGrid>
        <Text size="xs" mt="xl" c="gray.5">
          {t('footer.copyright', { year: new Date().getFullYear(), company: company.name })}
        </Text>
        <CatalogueNotice />
      </Container>
    </Box>
  )
}
