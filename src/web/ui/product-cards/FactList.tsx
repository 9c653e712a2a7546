import classes from './cards.module.css'

export interface Fact {
  label: string
  value: string
}

/** A card's properties as a definition list (plain elements: a list renders many of these). */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={classes.facts}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
