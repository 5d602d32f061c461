import type { RouteObject } from 'react-router'
import { placeholder } from '../shell/placeholder.tsx'

/** Clothing types, measurement parts, customers and their measurements (paths of §2). */
export const measurementRoutes: RouteObject[] = [
  placeholder('settings/clothing-types', { title: 'Types de vêtements', permission: 'settings' }),
  placeholder('measurements/measurement-parts', {
    title: 'Parties de mesure',
    permission: 'settings',
  }),
  placeholder('customer/customers', { title: 'Clients', permission: 'customers' }),
  placeholder('customer/card', { title: 'Clients en cartes', permission: 'customers' }),
  placeholder('customer/addnewcustomer', { title: 'Nouveau client', permission: 'customers' }),
  placeholder('customer/single/:id', { title: 'Fiche client', permission: 'customers' }),
  placeholder('customer/customermeasure', {
    title: 'Mesures des clients',
    permission: 'customers',
  }),
  placeholder('customer/customermeasure/:id', {
    title: 'Prendre les mesures',
    permission: 'customers',
  }),
  placeholder('customer/customermeasure-details', {
    title: 'Détail des mesures',
    permission: 'customers',
  }),
  placeholder('customer/customermeasure-details/:id', {
    title: 'Détail des mesures',
    permission: 'customers',
  }),
]
