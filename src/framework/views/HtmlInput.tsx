/**
 * An HTML field as a text box with, beneath it, a preview of what users will see: the same sanitiser the pages use,
 * so anything it strips (scripts, handlers, javascript: links, forms) is visibly gone before saving.
 */
import { Box, Typography } from '@mui/material';
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SafeHtml } from './SafeHtml';

export const HtmlInput = (props: TextInputProps) => {
  const translate = useTranslate();
  const html: unknown = useWatch({ name: props.source });
  const previewId = `${props.source.replace(/\W/g, '-')}-preview`;
  return (
    <Box sx={{ width: '100%' }}>
      <TextInput {...props} multiline minRows={3} fullWidth />
      <Typography id={previewId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('portico.forms.htmlPreview')}
      </Typography>
      <Box
        role="region"
        aria-labelledby={previewId}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2, maxHeight: 320, overflow: 'auto' }}
      >
        {typeof html === 'string' && html.trim() ? (
          <SafeHtml html={html} />
        ) : (
          <Typography color="text.secondary">{translate('portico.forms.htmlEmpty')}</Typography>
        )}
      </Box>
    </Box>
  );
};
