/**
 * A nested resource as a wizard step (a company's schemes): every record added so far as an expandable row holding
 * its own nested resources (a scheme's sections, strategic partners and employers), each added in place, so setting
 * up never leaves the wizard. A create form opens by itself while there is nothing yet and otherwise waits behind
 * "Add another"; after a save it closes, so a second click cannot create the record twice, and the new record is
 * marked, opened and announced.
 */
import AddIcon from '@mui/icons-material/Add';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useGetList, useGetRecordRepresentation, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { fieldText } from '../csvExport';
import { headingOf, recordTabs } from '../nesting';
import { recordMeta } from '../paths';
import type { ResourceDefinition } from '../types';
import { CreateForm } from './CreateForm';
import { DefinitionProvider, useDefinition } from './DefinitionContext';
import { useDefinitions } from './DefinitionsContext';
import { LoadFailure } from './LoadFailure';
import { useUserRoles } from './useUserRoles';
import { useAccessNow } from './useAccessNow';

const W = 'portico.shell.wizard';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5'] as const;
type Heading = (typeof HEADINGS)[number];
/** The heading level under `heading`. */
const below = (heading: Heading): Heading => HEADINGS[Math.min(HEADINGS.indexOf(heading) + 1, HEADINGS.length - 1)]!;

/** "Strategic partner" → "strategic partner", for the middle of a sentence. */
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);

const useNames = (definition: ResourceDefinition) => {
  const translate = useTranslate();
  return {
    one: lowerFirst(translate(`resources.${definition.name}.name`, { smart_count: 1 })),
    many: translate(`resources.${definition.name}.name`, { smart_count: 2 }),
  };
};

/** A record's list columns as one line of text: "Defined contribution (DC) · 12345678AB · Active". */
const useDescribe = (definition: ResourceDefinition) => {
  const translate = useTranslate();
  const represent = useGetRecordRepresentation(definition.name);
  const columns = definition.fields.filter((f) => f.list).slice(1);
  return (record: RaRecord) => ({
    title: String(represent(record)),
    details: columns
      .map((f) => fieldText(definition, f, record, translate))
      .filter((text) => text !== '' && text !== undefined && text !== null)
      .join(' · '),
  });
};

/** The current definition's records under its parent (at most 100: a step lists what was just added). */
const useRecords = () => {
  const { definition, parentValues } = useDefinition();
  return useGetList(definition.name, {
    pagination: { page: 1, perPage: 100 },
    sort: definition.sort ?? { field: 'id', order: 'ASC' },
    meta: recordMeta(definition, parentValues),
  });
};

const RowsSkeleton = () => (
  <Stack spacing={1} aria-hidden>
    {[0, 1].map((i) => (
      <Skeleton key={i} variant="rounded" height={48} />
    ))}
  </Stack>
);

/** "Add section" that opens the create form in place; the form closes after a save or on Cancel. */
interface AddInPlaceProps {
  startOpen: boolean;
  label: string;
  /** Where several rows each have one, the name says which (it starts with the visible label). */
  ariaLabel?: string;
  onCreated: (record: RaRecord) => void;
  heading?: Heading;
}

const AddInPlace = ({ startOpen, label, ariaLabel, onCreated, heading }: AddInPlaceProps) => {
  const { definition } = useDefinition();
  const translate = useTranslate();
  const canAccess = useAccessNow('create', definition.name);
  const [open, setOpen] = useState(startOpen);
  const [opened, setOpened] = useState(false);
  useEffect(() => setOpen(startOpen), [startOpen]);
  if (!canAccess || !definition.route.views.create) return null;
  if (!open) {
    return (
      <Box>
        <Button
          startIcon={<AddIcon aria-hidden />}
          aria-label={ariaLabel}
          onClick={() => {
            setOpen(true);
            setOpened(true);
          }}
        >
          {label}
        </Button>
      </Box>
    );
  }
  return (
    <CreateForm
      heading={heading}
      focusFirstField={opened}
      onCreated={(record) => {
        setOpen(false);
        onCreated(record);
      }}
      onCancel={startOpen ? undefined : () => setOpen(false)}
      cancelLabel={translate(`${W}.cancel`)}
    />
  );
};

/** One nested resource of a record inside its row: what it has, and a way to add to it. */
const RecordParts = ({ definition, parent, heading }: { definition: ResourceDefinition; parent: RaRecord; heading: Heading }) => {
  const { parentValues } = useDefinition();
  const values = { ...parentValues, [definition.parent!.idParam]: String(parent.id) };
  return (
    <DefinitionProvider definition={definition} parentValues={values} mode="update">
      <PartsList parent={parent} heading={heading} />
    </DefinitionProvider>
  );
};

const PartsList = ({ parent, heading: Heading }: { parent: RaRecord; heading: Heading }) => {
  const { definition } = useDefinition();
  const translate = useTranslate();
  const names = useNames(definition);
  const describe = useDescribe(definition);
  const headingId = useId();
  const records = useRecords();
  const parentName = useGetRecordRepresentation(definition.parent!.definition.name)(parent);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component={Heading}>
        {names.many}
      </Typography>
      {records.error ? (
        <LoadFailure error={records.error} retry={() => records.refetch()} />
      ) : records.isPending ? (
        <RowsSkeleton />
      ) : records.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`resources.${definition.name}.empty`)}
        </Typography>
      ) : (
        <List dense aria-labelledby={headingId} disablePadding>
          {records.data.map((record) => {
            const { title, details } = describe(record);
            return (
              <ListItem key={record.id} disableGutters>
                <ListItemText primary={title} secondary={details || undefined} />
              </ListItem>
            );
          })}
        </List>
      )}
      <AddInPlace
        heading={below(Heading)}
        startOpen={false}
        label={translate(`${W}.add`, { name: names.one })}
        ariaLabel={translate(`${W}.addTo`, { name: names.one, parent: String(parentName) })}
        onCreated={() => void records.refetch()}
      />
    </Box>
  );
};

/** The step's own resource: its records as expandable rows, and the form for the next one. */
const NestedRecords = () => {
  const { definition } = useDefinition();
  const translate = useTranslate();
  const names = useNames(definition);
  const describe = useDescribe(definition);
  const definitions = useDefinitions();
  const records = useRecords();
  const headingId = useId();
  const [added, setAdded] = useState<{ id: Identifier; title: string }>();
  const [expanded, setExpanded] = useState<Identifier>();
  const addedRow = useRef<HTMLDivElement>(null);
  // In the order, and for the roles, of the record screen's tabs (a scheme's sections, strategic partners, employers).
  const parts = recordTabs(definitions, definition, useUserRoles()).flatMap((tab) => (tab.child ? [tab.child] : []));
  const Heading = headingOf(definition);
  const RowHeading = below(Heading);

  // Once the new record is listed, move to it so keyboard and screen-reader users land where they carry on.
  const addedListed = added !== undefined && records.data?.some((r) => r.id === added.id);
  useEffect(() => {
    if (addedListed) addedRow.current?.querySelector<HTMLElement>('[aria-expanded]')?.focus();
  }, [addedListed]);

  return (
    <Stack spacing={2} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component={Heading}>
        {names.many}
      </Typography>
      <Box role="status" sx={added ? undefined : { display: 'none' }}>
        {added && translate(`${W}.added`, { name: names.one, title: added.title })}
      </Box>
      {records.error ? (
        <LoadFailure error={records.error} retry={() => records.refetch()} />
      ) : records.isPending ? (
        <RowsSkeleton />
      ) : records.data.length === 0 ? (
        <Typography color="text.secondary">{translate(`resources.${definition.name}.empty`)}</Typography>
      ) : (
        <Box>
          {records.data.map((record) => {
            const { title, details } = describe(record);
            const isNew = added?.id === record.id;
            return (
              <Accordion
                key={record.id}
                ref={isNew ? addedRow : undefined}
                expanded={expanded === record.id}
                onChange={(_event, open) => setExpanded(open ? record.id : undefined)}
                disableGutters
                variant="outlined"
                slotProps={{ heading: { component: RowHeading } }}
                sx={isNew ? { borderColor: 'success.main', borderWidth: 2 } : undefined}
              >
                <AccordionSummary expandIcon={<ExpandMoreIcon aria-hidden />}>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 1 }} alignItems={{ sm: 'center' }}>
                    <Typography component="span" fontWeight={500}>
                      {title}
                    </Typography>
                    {details && (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {details}
                      </Typography>
                    )}
                    {isNew && <Chip component="span" size="small" color="success" label={translate(`${W}.new`)} />}
                  </Stack>
                </AccordionSummary>
                <AccordionDetails>
                  <Stack spacing={2}>
                    {parts.map((part) => (
                      <RecordParts key={part.name} definition={part} parent={record} heading={below(RowHeading)} />
                    ))}
                  </Stack>
                </AccordionDetails>
              </Accordion>
            );
          })}
        </Box>
      )}
      {!records.isPending && !records.error && (
        <AddInPlace
          startOpen={records.data.length === 0}
          label={translate(`${W}.addAnother`, { name: names.one })}
          onCreated={(record) => {
            setAdded({ id: record.id, title: describe(record).title });
            setExpanded(record.id);
            void records.refetch();
          }}
        />
      )}
    </Stack>
  );
};

/** The wizard step showing `child` under the record being set up. */
export const NestedStep = ({ child }: { child: ResourceDefinition }) => {
  const { parentValues } = useDefinition();
  const { id } = useParams();
  return (
    <DefinitionProvider definition={child} parentValues={{ ...parentValues, [child.parent!.idParam]: id }} mode="update">
      <NestedRecords />
    </DefinitionProvider>
  );
};
