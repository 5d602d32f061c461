import { t } from '../fr'
import type { FormState, Product } from '../types'
import { Choice, ContactFields, Field, FormAlert } from './fields'
import { VariantChoice } from './variant-choice'

/**
 * One plain HTML form, two ways to buy, no JavaScript needed: "Ajouter au panier" posts the
 * choice to the cart (without asking for the contact fields), "Passer la commande" orders this
 * product at once. The hidden first button makes Enter in any field place the order, as the
 * contact fields suggest, rather than fill the cart.
 */
export function OrderForm({
  product,
  basePath,
  maxQuantity,
  form,
}: {
  product: Product
  basePath: string
  /** The shop's cap on one order line. */
  maxQuantity: number
  form?: FormState
}) {
  return (
    <form method="post" action={`${basePath}/order`} className="buy" id="achat">
      <button type="submit" hidden tabIndex={-1}>
        {t.placeOrder}
      </button>
      <h2>{t.orderTitle}</h2>
      <FormAlert message={form?.formError} form={form} />
      <input type="hidden" name="productId" value={product.id} />
      {product.variants?.length ? (
        <VariantChoice product={product} form={form} />
      ) : (
        // Without variants every size goes with every colour: they share the product's stock.
        (['size', 'color'] as const).map((name) => (
          <Choice
            key={name}
            form={form}
            name={name}
            label={t[name]}
            options={name === 'size' ? product.sizes : product.colors}
          />
        ))
      )}
      <Field
        form={form}
        name="quantity"
        label={t.quantity}
        props={{
          type: 'number',
          min: 1,
          max: Math.max(1, Math.min(maxQuantity, product.stock)),
          inputMode: 'numeric',
        }}
      />
      <button className="btn wide" type="submit" formAction={`${basePath}/cart/add`} formNoValidate>
        {t.addToCart}
      </button>
      <fieldset>
        <legend>{t.orderDirect}</legend>
        <p className="hint">{t.orderDirectHint}</p>
        <ContactFields form={form} />
        <button className="btn dark wide" type="submit">
          {t.placeOrder}
        </button>
      </fieldset>
    </form>
  )
}
