#include "CGettextPO.h"

#include <gettext-po.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The read in progress: where a fatal error jumps back to, and the first error seen. One read
// at a time (the caller serialises), because libgettextpo keeps its handler in global state.
static jmp_buf read_exit;
static char *read_error;
static size_t read_error_size;
static size_t *read_error_line;
static int read_failed;

static void record(int severity, const char *filename, size_t lineno, const char *text) {
  (void)filename;
  if (severity == PO_SEVERITY_WARNING) return;
  if (!read_failed) {
    read_failed = 1;
    snprintf(read_error, read_error_size, "%s", text ? text : "unreadable PO file");
    size_t length = strlen(read_error);
    while (length > 0 && (read_error[length - 1] == '\n' || read_error[length - 1] == ' ')) {
      read_error[--length] = '\0';
    }
    *read_error_line = (filename != NULL && lineno != (size_t)(-1)) ? lineno : 0;
  }
  if (severity == PO_SEVERITY_FATAL_ERROR) longjmp(read_exit, 1);
}

static void on_error(int severity, po_message_t message, const char *filename, size_t lineno,
                     size_t column, int multiline, const char *text) {
  (void)message;
  (void)column;
  (void)multiline;
  record(severity, filename, lineno, text);
}

static void on_error2(int severity, po_message_t message1, const char *filename1, size_t lineno1,
                      size_t column1, int multiline1, const char *text1, po_message_t message2,
                      const char *filename2, size_t lineno2, size_t column2, int multiline2,
                      const char *text2) {
  (void)message1;
  (void)column1;
  (void)multiline1;
  (void)message2;
  (void)filename2;
  (void)lineno2;
  (void)column2;
  (void)multiline2;
  (void)text2;
  record(severity, filename1, lineno1, text1);
}

static const struct po_xerror_handler handler = {on_error, on_error2};

sl_po_file *sl_po_read(const char *path, char *error, size_t error_size, size_t *error_line) {
  read_error = error;
  read_error_size = error_size;
  read_error_line = error_line;
  read_failed = 0;
  if (error_size > 0) error[0] = '\0';
  *error_line = 0;
  // Volatile: it is read after longjmp.
  po_file_t volatile file = NULL;
  if (setjmp(read_exit) == 0) {
    file = po_file_read(path, &handler);
  } else {
    // libgettextpo may leak what it had read so far; the process goes on.
    file = NULL;
  }
  if (read_failed) {
    if (file != NULL) po_file_free(file);
    return NULL;
  }
  if (file == NULL) {
    snprintf(error, error_size, "cannot read the file");
    return NULL;
  }
  return (sl_po_file *)file;
}

char *sl_po_header_field(sl_po_file *file, const char *field) {
  // Despite its const type, po_file_domain_header returns a copy of the header (xstrdup) that the
  // caller frees: without the free, every header field read lost the whole header.
  char *header = (char *)po_file_domain_header((po_file_t)file, NULL);
  if (header == NULL) return NULL;
  char *value = po_header_field(header, field);
  free(header);
  return value;
}

void sl_po_free_string(char *string) { free(string); }

void sl_po_each_message(sl_po_file *file, void *context,
                        void (*visit)(void *context, const sl_po_message *message)) {
  po_message_iterator_t iterator = po_message_iterator((po_file_t)file, NULL);
  po_message_t message;
  while ((message = po_next_message(iterator)) != NULL) {
    sl_po_message fields;
    fields.msgctxt = po_message_msgctxt(message);
    fields.msgid = po_message_msgid(message);
    fields.msgid_plural = po_message_msgid_plural(message);
    fields.msgstr = po_message_msgstr(message);
    fields.msgstr_other = NULL;
    if (fields.msgid_plural != NULL) {
      const char *form;
      for (int index = 0; (form = po_message_msgstr_plural(message, index)) != NULL; index++) {
        if (index == 0) fields.msgstr = form;
        fields.msgstr_other = form;
      }
    }
    fields.fuzzy = po_message_is_fuzzy(message);
    fields.obsolete = po_message_is_obsolete(message);
    visit(context, &fields);
  }
  po_message_iterator_free(iterator);
}

void sl_po_close(sl_po_file *file) { po_file_free((po_file_t)file); }
