import * as z from 'zod/mini'
import { email, pageQuery, phone, requiredText } from './fields'

/** "Enquiry": a shopper's message from a storefront's contact page, all four required. */
export const EnquiryInput = z.object({
  fullName: requiredText(120),
  email,
  phone,
  message: requiredText(2000),
})
export type EnquiryInput = z.infer<typeof EnquiryInput>

export const EnquiryListQuery = z.object({
  /** "1": only the messages not read yet. */
  unread: z.optional(z.enum(['1', '0'])),
  ...pageQuery,
})
export type EnquiryListQuery = z.infer<typeof EnquiryListQuery>

export type Enquiry = {
  id: string
  fullName: string
  email: string
  /** Digits as the shopper typed them (with their country code when they gave it). */
  phone: string
  message: string
  read: boolean
  createdAt: string
}

/** GET /api/enquiries: a page of messages, newest first, and how many are unread overall. */
export type EnquiryPage = {
  items: Enquiry[]
  page: number
  pageSize: number
  total: number
  unread: number
}

export const enquiryMsg = {
  notFound: 'Message introuvable',
} as const
