import { t } from '../../i18n/t.ts';
import { FieldList, FieldValue } from '../FieldValue.tsx';
import { Section } from '../Section.tsx';
import type { ShowDeclaration } from '../types.ts';

/** The detail page's information block: the declared fields as label and value. */
export function InformationSection<R>({
  information,
  record,
}: {
  information: ShowDeclaration<R>['information'];
  record: R;
}) {
  return (
    <Section title={t(information.title)}>
      <FieldList
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
      >
        {information.fields.map((field) => (
          <FieldValue key={field.label} label={t(field.label)} value={field.value(record)} />
        ))}
      </FieldList>
    </Section>
  );
}
