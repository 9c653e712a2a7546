// One place for the manufacturer's identity: names, addresses and links are data; their labels are translated.
import type { Language } from '../i18n/languages.ts'

export interface Contact {
  /** The office's country in its own language, shown as data. */
  country: string
  company: string
  addressLines: readonly string[]
  phone: string
  email: string
  website: string
}

/** Keys of footer.productGroups in the locale files. */
export type ProductGroupKey =
  'roundSilencers' | 'rectangularSilencers' | 'diffusers' | 'dampers' | 'airTerminals'

export interface ProductGroupLink {
  key: ProductGroupKey
  url: string
}

export type SocialNetwork = 'linkedin' | 'youtube' | 'facebook' | 'instagram'

export interface SocialLink {
  network: SocialNetwork
  /** Proper name of the network, used as the link's accessible name. */
  name: string
  url: string
}

export interface Branding {
  productName: string
  company: {
    name: string
    businessId: string
    addressLines: readonly string[]
    website: string
  }
  /** Country-specific contacts, chosen by interface language. */
  contacts: Record<Language, Contact>
  productGroups: readonly ProductGroupLink[]
  social: readonly SocialLink[]
}

const site = 'https://www.nordvent-acoustics.example'

export const branding: Branding = {
  productName: 'VentNoise',
  company: {
    name: 'Nordvent Acoustics Oy',
    businessId: '3141592-6',
    addressLines: ['Teollisuustie 12', 'FI-02880 Veikkola', 'Finland'],
    website: site,
  },
  contacts: {
    en: {
      country: 'International',
      company: 'Nordvent Acoustics Oy, export sales',
      addressLines: ['Teollisuustie 12', 'FI-02880 Veikkola', 'Finland'],
      phone: '+358 9 4250 1100',
      email: 'export@nordvent-acoustics.example',
      website: `${site}/en`,
    },
    et: {
      country: 'Eesti',
      company: 'Nordvent Acoustics Eesti OÜ',
      addressLines: ['Peterburi tee 46', '11415 Tallinn', 'Eesti'],
      phone: '+372 640 2210',
      email: 'info@nordvent-acoustics.example',
      website: `${site}/et`,
    },
    fi: {
      country: 'Suomi',
      company: 'Nordvent Acoustics Oy',
      addressLines: ['Teollisuustie 12', '02880 Veikkola', 'Suomi'],
      phone: '+358 9 4250 1000',
      email: 'myynti@nordvent-acoustics.example',
      website: `${site}/fi`,
    },
    sv: {
      country: 'Sverige',
      company: 'Nordvent Acoustics AB',
      addressLines: ['Kungsgatan 34', '411 19 Göteborg', 'Sverige'],
      phone: '+46 31 720 45 00',
      email: 'order@nordvent-acoustics.example',
      website: `${site}/sv`,
    },
    da: {
      country: 'Danmark',
      company: 'Nordvent Acoustics ApS',
      addressLines: ['Industrivej 8', '8600 Silkeborg', 'Danmark'],
      phone: '+45 86 82 10 20',
      email: 'salg@nordvent-acoustics.example',
      website: `${site}/da`,
    },
  },
  productGroups: [
    { key: 'roundSilencers', url: `${site}/products/round-silencers` },
    { key: 'rectangularSilencers', url: `${site}/products/rectangular-silencers` },
    { key: 'diffusers', url: `${site}/products/diffusers` },
    { key: 'airTerminals', url: `${site}/products/air-terminals` },
    { key: 'dampers', url: `${site}/products/dampers` },
  ],
  social: [
    {
      network: 'linkedin',
      name: 'LinkedIn',
      url: 'https://www.linkedin.com/company/nordvent-acoustics-example',
    },
    { network: 'youtube', name: 'YouTube', url: 'https://www.youtube.com/@nordvent-acoustics-example' },
    { network: 'facebook', name: 'Facebook', url: 'https://www.facebook.com/nordvent.acoustics.example' },
    { network: 'instagram', name: 'Instagram', url: 'https://www.instagram.com/nordvent.acoustics.example' },
  ],
}
