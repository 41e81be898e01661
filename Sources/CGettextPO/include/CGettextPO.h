// GNU gettext's PO parser (libgettextpo) behind a reader that never exits the process.
//
// libgettextpo reports problems through a handler that "must not return" on a fatal error; this
// shim gives it one that jumps back out of the read, so a broken file becomes an error message.
// libgettextpo keeps its handler in global state: callers serialise calls to sl_po_read.
#ifndef C_GETTEXT_PO_H
#define C_GETTEXT_PO_H

#include <stddef.h>

/// An opened PO file (libgettextpo's po_file_t).
typedef struct sl_po_file sl_po_file;

/// One message of a PO file, copied out as plain fields (pointers valid until sl_po_close).
typedef struct sl_po_message {
  const char *msgctxt;       // NULL when the message has no context
  const char *msgid;
  const char *msgid_plural;  // NULL when the message has no plural form
  const char *msgstr;        // the translation (for a plural message, form 0)
  const char *msgstr_other;  // for a plural message, the last form (NULL otherwise)
  int fuzzy;
  int obsolete;
} sl_po_message;

/// Reads the PO file at `path`. On failure returns NULL and writes the first error (with its
/// line when libgettextpo gives one) into `error` (`error_size` bytes, NUL-terminated) and its
/// line into `*error_line` (0 when unknown). Warnings are ignored.
sl_po_file *sl_po_read(const char *path, char *error, size_t error_size, size_t *error_line);

/// The header entry's value of `field` (e.g. "Language"), or NULL. The result must be freed
/// with sl_po_free_string.
char *sl_po_header_field(sl_po_file *file, const char *field);

/// Frees a string returned by sl_po_header_field.
void sl_po_free_string(char *string);

/// Calls `visit` for every message of the default domain, in file order (the header included).
void sl_po_each_message(sl_po_file *file, void *context,
                        void (*visit)(void *context, const sl_po_message *message));

/// Closes a file returned by sl_po_read.
void sl_po_close(sl_po_file *file);

#endif
