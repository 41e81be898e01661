// File-system calls Swift's Glibc module does not expose.
#ifndef SWITCH_LABELS_CFILESYSTEM_H
#define SWITCH_LABELS_CFILESYSTEM_H

/// Swaps the two paths in one step (Linux `renameat2` with `RENAME_EXCHANGE`): both must exist.
/// Returns 0, or -1 with errno set (ENOSYS or EINVAL where the kernel or the file system cannot).
int sl_exchange_paths(const char *first, const char *second);

#endif
