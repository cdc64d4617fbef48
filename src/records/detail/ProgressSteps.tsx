import { Box, Step, StepLabel, Stepper, useMediaQuery, useTheme } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { KeyValue } from '../../../schemas/dashboard.ts';
import { t } from '../../i18n/t.ts';
import { term } from '../../i18n/terms.ts';
import { Section } from '../Section.tsx';
import { StatusChip } from '../StatusChip.tsx';

interface Props {
  /** The workflow's stages in order: {key: stage code, value: name}. */
  steps: readonly KeyValue[];
  /** The stage code the record has reached. */
  progress: number;
  /** The record's status in words, shown under its step. */
  status: string;
}

/**
 * A record's way through its workflow's stages (spec: the transfer order's progress bar). A step is
 * checked once the record is beyond it, and every step once it reached the last one, whose name then
 * stands out; the step the record is at carries its status when that says more than the step's name
 * ('Reviewed at Finance', 'Approved', 'Cancelled').
 */
export function ProgressSteps({ steps, progress, status }: Props) {
  const last = steps.at(-1)?.key;
  const finished = last !== undefined && progress >= last;
  const current = steps.findIndex((step) => step.key === progress);
  // On a phone the names would run together side by side ('OperationsFinanceMarketing'): they stack.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Section title={t('kit.detail.progress')}>
      <Stepper
        activeStep={finished ? steps.length : current}
        alternativeLabel={!phone}
        orientation={phone ? 'vertical' : 'horizontal'}
        component="ol"
        sx={{ p: 0, m: 0 }}
      >
        {steps.map((step, index) => {
          const done = finished || progress > step.key;
          const here = index === current;
          const highlighted = finished && step.key === last;
          return (
            <Step
              key={step.key}
              completed={done}
              component="li"
              data-testid="progress-step"
              data-state={done ? 'done' : here ? 'current' : 'ahead'}
              sx={{ listStyle: 'none' }}
            >
              <StepLabel
                optional={
                  here && !finished && status !== step.value ? (
                    <Box sx={{ mt: 0.5 }}>
                      <StatusChip status={status} />
                    </Box>
                  ) : undefined
                }
                sx={
                  highlighted
                    ? { '& .MuiStepLabel-label.Mui-completed': { color: 'success.dark', fontWeight: 700 } }
                    : undefined
                }
              >
                {term(step.value)}
                <Box component="span" sx={visuallyHidden}>
                  {done ? t('kit.detail.done') : here ? t('kit.detail.current') : ''}
                </Box>
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
    </Section>
  );
}
