import { useId } from 'react'
import { Controller, useFieldArray, useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useMyStore } from '#dashboard/app/shop/queries.ts'
import { StoreRequired } from '#dashboard/app/shop/store-required.tsx'
import { BackLink } from '#dashboard/components/back-link.tsx'
import { FormActions } from '#dashboard/components/form-actions.tsx'
import { bindField, InputField, TextareaField } from '#dashboard/components/form-fields.tsx'
import { PageHeader } from '#dashboard/components/page-header.tsx'
import { PhoneField } from '#dashboard/components/phone-field.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { Checkbox } from '#dashboard/components/ui/checkbox.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Label } from '#dashboard/components/ui/label.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { applyServerErrors } from '#dashboard/lib/forms.ts'
import { toast } from '#dashboard/lib/toast.ts'
import { PAYMENT_ROW_METHOD_LABEL } from '#worker/schemas/payment-words.ts'
import type { Product } from '#worker/schemas/products.ts'
import { type ManualSaleInput, SALE_METHODS } from '#worker/schemas/sales.ts'
import { orderListWords, orderWords, saleWords as w } from './fr.ts'
import { useRecordSale } from './queries.ts'
import { SaleLines } from './sale-lines.tsx'
import { SaleProductPicker } from './sale-product-picker.tsx'
import {
  EMPTY_SALE,
  SALE_SERVER_FIELDS,
  type SaleFormValues,
  saleLineOf,
  saleResolver,
} from './sale-values.ts'

/** The sale form itself (exported for its tests: the page around it needs a shop and a session). */
export function SaleForm({ currency }: { currency: string }) {
  const id = useId()
  const navigate = useNavigate()
  const record = useRecordSale()
  const form = useForm<SaleFormValues, unknown, ManualSaleInput>({
    resolver: saleResolver,
    defaultValues: EMPTY_SALE,
  })
  const lines = useFieldArray({ control: form.control, name: 'items' })
  const field = bindField(form, id)
  const { errors } = form.formState
  const [paid, method] = [form.watch('paid'), form.watch('method')]

  // A product without options picked again adds one unit to its line rather than a new line.
  const pick = (p: Product) => {
    const same = form.getValues('items').findIndex((l) => l.productId === p.id)
    if (same >= 0 && p.sizes.length === 0 && p.colors.length === 0) {
      const quantity = Number(form.getValues(`items.${same}.quantity`)) || 0
      form.setValue(`items.${same}.quantity`, String(quantity + 1))
    } else lines.append(saleLineOf(p))
    form.clearErrors('items')
  }

  const submit = form.handleSubmit(async (input) => {
    try {
      const order = await record.mutateAsync(input)
      toast.success(w.created(order.number))
      await navigate(`/user/orders/${order.id}`)
    } catch (error) {
      applyServerErrors(form, error, SALE_SERVER_FIELDS)
    }
  })

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <SectionCard title={w.products}>
        <div className="grid gap-4">
          <SaleProductPicker currency={currency} onPick={pick} />
          <SaleLines form={form} lines={lines} currency={currency} />
        </div>
      </SectionCard>
      <div className="grid content-start gap-6">
        <SectionCard title={w.payment}>
          <div className="grid gap-4">
            <div className="grid gap-1">
              <div className="flex items-center gap-2">
                <Controller
                  control={form.control}
                  name="paid"
                  render={({ field: f }) => (
                    <Checkbox
                      id={`${id}-paid`}
                      checked={f.value}
                      onCheckedChange={(v) => f.onChange(v === true)}
                      onBlur={f.onBlur}
                      ref={f.ref}
                    />
                  )}
                />
                <Label htmlFor={`${id}-paid`}>{w.paid}</Label>
              </div>
              <p className="text-xs text-muted-foreground">{w.paidHint}</p>
            </div>
            {paid && (
              <FormField id={`${id}-method`} label={w.method} error={errors.method?.message}>
                <NativeSelect
                  {...controlProps(`${id}-method`, errors.method?.message)}
                  {...form.register('method')}
                >
                  {SALE_METHODS.map((m) => (
                    <option key={m} value={m}>
                      {PAYMENT_ROW_METHOD_LABEL[m]}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            )}
            {paid && method === 'mobile_money' && (
              <InputField
                label={w.reference}
                hint={w.referenceHint}
                autoComplete="off"
                {...field('reference')}
              />
            )}
          </div>
        </SectionCard>
        <SectionCard title={w.customer} description={w.customerHint}>
          <div className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
              <InputField label={w.firstName} autoComplete="off" {...field('firstName')} />
              <InputField label={w.lastName} autoComplete="off" {...field('lastName')} />
            </div>
            <PhoneField
              id={id}
              form={form}
              dialCodeLabel={w.dialCode}
              phoneLabel={w.phone}
              autoComplete="off"
            />
            <InputField label={w.city} autoComplete="off" {...field('city')} />
            <InputField
              label={orderWords.delivery.saleFee}
              hint={orderWords.delivery.saleFeeHint}
              inputMode="decimal"
              autoComplete="off"
              {...field('deliveryFee')}
            />
            <TextareaField label={w.note} {...field('note')} />
          </div>
        </SectionCard>
        <FormActions
          submitLabel={w.submit}
          submitting={form.formState.isSubmitting}
          onCancel={() => void navigate('/user/orders')}
        />
      </div>
    </form>
  )
}

/** `orders/new`: "Nouvelle vente", a sale made in the shop or over WhatsApp. */
export function NewSalePage() {
  const currency = useMyStore().data?.currency ?? 'XOF'
  return (
    <>
      <BackLink to="/user/orders" label={orderListWords.title} />
      <PageHeader title={w.title} description={w.subtitle} />
      <StoreRequired>
        <SaleForm currency={currency} />
      </StoreRequired>
    </>
  )
}
