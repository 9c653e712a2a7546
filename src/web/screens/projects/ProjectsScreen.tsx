import { Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSignedIn } from '../../auth/useSignedIn.ts'
import { ScreenTitle } from '../../components/ScreenTitle.tsx'
import classes from './projects.module.css'

/** The project list (document 1 section 2). TODO(#6): load, search and act on the user's projects. */
export function ProjectsScreen() {
  const { t } = useTranslation()
  const signedIn = useSignedIn()
  return (
    <>
      <Box className={classes.hero}>
        <Container>
          <Stack gap="lg">
            <ScreenTitle c="white">{t('projects.title')}</ScreenTitle>
            <Group gap="sm">
              <Button variant="white">{t('projects.quickCalculation')}</Button>
              {signedIn && (
                <Button variant="outline" color="white">
                  {t('projects.createProject')}
                </Button>
              )}
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container py="xl">
        <Paper withBorder p="xl" radius="md">
          <Stack gap="xs" align="center" ta="center">
            <Title order={2} size="h3">
              {t('projects.emptyTitle')}
            </Title>
            <Text c="dimmed" maw={520}>
              {signedIn ? t('projects.emptyHint') : t('projects.signInHint')}
            </Text>
          </Stack>
        </Paper>
      </Container>
    </>
  )
}
