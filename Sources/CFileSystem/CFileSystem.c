#define _GNU_SOURCE
#include "CFileSystem.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>

#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#endif

int sl_exchange_paths(const char *first, const char *second) {
#if defined(__linux__) && defined(SYS_renameat2)
  // Through the system call: glibc's wrapper is only declared under _GNU_SOURCE, which Swift's
  // Glibc module does not set.
  return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, 2 /* RENAME_EXCHANGE */);
#else
  errno = ENOSYS;
  return -1;
#endif
}
