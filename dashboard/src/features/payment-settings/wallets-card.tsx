import { Smartphone, Trash2 } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { PhoneField } from '#dashboard/components/phone-field.tsx'
import { SectionCard } from '#dashboard/components/section-card.tsx'
import { Button } from '#dashboard/components/ui/button.tsx'
import { controlProps, FormField } from '#dashboard/components/ui/form-field.tsx'
import { Input } from '#dashboard/components/ui/input.tsx'
import { NativeSelect } from '#dashboard/components/ui/native-select.tsx'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { applyServerErrors } from '#dashboard/lib/forms.ts'
import { formatPhone } from '#dashboard/lib/phone.ts'
import { toast } from '#dashboard/lib/toast.ts'
import {
  type TransferWallet,
  WALLET_OPERATOR_LABEL,
  WALLET_OPERATORS,
  type WalletInput,
} from '#worker/schemas/payments.ts'
import { frPayments as t } from './fr.ts'
import {
  EMPTY_WALLET,
  WALLET_SERVER_FIELDS,
  type WalletFormValues,
  walletResolver,
} from './payment-values.ts'
import { useAddWallet, useRemoveWallet } from './queries.ts'

/** "Transfert direct": the shop's own numbers, listed to shoppers with the amount to send. */
export function WalletsCard({ wallets }: { wallets: TransferWallet[] }) {
  const remove = useRemoveWallet()
  const onRemove = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => toast.success(t.walletRemoved),
      onError: (error) => toast.error(errorMessage(error)),
    })
  return (
    <SectionCard icon={Smartphone} title={t.walletsTitle} description={t.walletsText} region>
      {wallets.length === 0 ? (
        <p className="mb-4 text-sm text-muted-foreground">{t.walletsEmpty}</p>
      ) : (
        <ul className="mb-6 grid gap-2">
          {wallets.map((w) => (
            <li
              key={w.id}
              className="flex items-center justify-between gap-3 rounded-md border px-3 py-2"
            >
              <div className="min-w-0">
                <p className="font-medium">{WALLET_OPERATOR_LABEL[w.operator]}</p>
                <p className="text-sm text-muted-foreground">
                  <span className="tabular-nums">{formatPhone(w.number)}</span> · {w.holderName}
                </p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t.removeWallet(formatPhone(w.number))}
                title={t.removeWallet(formatPhone(w.number))}
                disabled={remove.isPending}
                onClick={() => onRemove(w.id)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <WalletForm />
    </SectionCard>
  )
}

function WalletForm() {
  const add = useAddWallet()
  const form = useForm<WalletFormValues, unknown, WalletInput>({
    resolver: walletResolver,
    defaultValues: EMPTY_WALLET,
  })
  const { errors } = form.formState
  const submit = form.handleSubmit(async (input) => {
    try {
      await add.mutateAsync(input)
      form.reset(EMPTY_WALLET)
      toast.success(t.walletAdded)
    } catch (error) {
      applyServerErrors(form, error, WALLET_SERVER_FIELDS)
    }
  })
  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:max-w-lg">
      <FormField id="wallet-operator" label={t.operator} error={errors.operator?.message}>
        <NativeSelect
          {...controlProps('wallet-operator', errors.operator?.message)}
          {...form.register('operator')}
        >
          <option value="" disabled>
            —
          </option>
          {WALLET_OPERATORS.map((op) => (
            <option key={op} value={op}>
              {WALLET_OPERATOR_LABEL[op]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <PhoneField
        id="wallet"
        form={form}
        dialCodeLabel={t.dialCode}
        phoneLabel={t.number}
        autoComplete="off"
      />
      <FormField
        id="wallet-holder"
        label={t.holderName}
        hint={t.holderHint}
        error={errors.holderName?.message}
      >
        <Input
          {...controlProps('wallet-holder', errors.holderName?.message, true)}
          autoComplete="off"
          {...form.register('holderName')}
        />
      </FormField>
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t.addWallet}
        </Button>
      </div>
    </form>
  )
}
