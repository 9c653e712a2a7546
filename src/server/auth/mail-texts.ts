// The password reset e-mail in the five interface languages.
import type { AuthLanguage } from '#contract/api/auth.ts'
import type { MailMessage } from './mailer.ts'

interface ResetTexts {
  subject: string
  greeting: (name: string) => string
  body: string
  ignore: string
}

const reset: Record<AuthLanguage, ResetTexts> = {
  en: {
    subject: 'Reset your VentNoise password',
    greeting: (name) => `Hello ${name},`,
    body: 'Someone, hopefully you, asked to reset the password of your VentNoise account. Open this link within one hour to choose a new password:',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  et: {
    subject: 'VentNoise’i parooli lähtestamine',
    greeting: (name) => `Tere, ${name}!`,
    body: 'Keegi, loodetavasti sina, palus lähtestada sinu VentNoise’i konto parooli. Uue parooli valimiseks ava see link ühe tunni jooksul:',
    ignore: 'Kui sa seda ei palunud, jäta see e-kiri tähelepanuta: sinu parool jääb samaks.',
  },
  fi: {
    subject: 'VentNoise-salasanan vaihtaminen',
    greeting: (name) => `Hei ${name},`,
    body: 'Joku, toivottavasti sinä, pyysi VentNoise-tilisi salasanan vaihtamista. Avaa tämä linkki tunnin kuluessa ja valitse uusi salasana:',
    ignore: 'Jos et pyytänyt tätä, voit jättää viestin huomiotta: salasanasi pysyy ennallaan.',
  },
  sv: {
    subject: 'Återställ ditt VentNoise-lösenord',
    greeting: (name) => `Hej ${name},`,
    body: 'Någon, förhoppningsvis du, har bett om att återställa lösenordet till ditt VentNoise-konto. Öppna den här länken inom en timme för att välja ett nytt lösenord:',
    ignore: 'Om du inte har bett om detta kan du bortse från meddelandet: ditt lösenord förblir oförändrat.',
  },
  da: {
    subject: 'Nulstil din VentNoise-adgangskode',
    greeting: (name) => `Hej ${name}`,
    body: 'Nogen, forhåbentlig dig, har bedt om at nulstille adgangskoden til din VentNoise-konto. Åbn dette link inden for en time for at vælge en ny adgangskode:',
    ignore: 'Hvis du ikke har bedt om dette, kan du se bort fra e-mailen: din adgangskode forbliver uændret.',
  },
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function passwordResetMail(
  lang: AuthLanguage,
  to: { email: string; fullName: string },
  link: string,
): MailMessage {
  const t = reset[lang]
  const greeting = t.greeting(to.fullName)
  return {
    to: to.email,
    subject: t.subject,
    text: `${greeting}\n\n${t.body}\n\n${link}\n\n${t.ignore}\n`,
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(t.body)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(t.ignore)}</p>`,
    ].join('\n'),
  }
}
