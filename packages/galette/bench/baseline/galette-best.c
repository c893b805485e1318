/*
 * Galette toxique: the nimber of the empty R x C cake, in C: the search of galette.c (the same
 * parts, canonical forms, twins, strips and values, so it prints the same values and counts of
 * parts searched), made faster in the ways an independent C solver showed:
 *
 *   - a part whose rows, each with a spare column, fit in 128 bits is flooded as one board of
 *     portions against one board of legal windows, every row at once;
 *   - every bite's parts are keyed first, then the table slot of each is prefetched, then they
 *     are looked up, so the cache misses overlap instead of coming one at a time;
 *   - two parts of one bite with the same key (the same up to symmetry) cancel in the XOR:
 *     neither is looked up;
 *   - keys are exact and compact: a part of at most 56 portions is two 64-bit words (free and
 *     open portions, row after row), kept in 16-byte slots with its value, in a table that asks
 *     for transparent huge pages (madvise), so its random reads rarely miss the TLB; a longer
 *     part keeps galette.c's packed key, in a table of its own.
 *
 * Each can be turned off to measure what it gives: -DNO_BOARD_FLOOD, -DNO_PREFETCH,
 * -DNO_TWIN_CANCELLING, -DNO_COMPACT_KEYS, -DNO_HUGE_PAGES.
 *
 * Usage: galette-best ROWS COLS [LOAD]
 * prints {"rows":R,"cols":C,"value":v,"parts":n,"seconds":wall,"cpuSeconds":cpu,"peakMiB":m}
 * (times of the search alone; peak resident memory of the process)
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <time.h>

#define MAXH 32
#define KEY_WORDS 3 /* 192 bits: a 10-bit header and 2 bits per portion, H * W <= 91 */

typedef struct {
  int h, w;
  uint32_t free[MAXH];
  uint32_t open[MAXH];
} Part;

/* ---------------------------------------------------------------- heap game of two-row strips */

static uint16_t *strip_open, *strip_walled;
static int strip_known = -1;

static void strips_extend(int n) {
  if (n <= strip_known) return;
  strip_open = realloc(strip_open, sizeof(uint16_t) * (n + 1));
  strip_walled = realloc(strip_walled, sizeof(uint16_t) * (n + 1));
  static int seen[1 << 16];
  static int stamp = 0;
  for (int k = strip_known + 1; k <= n; k++) {
    stamp++;
    for (int i = 0, j = k - 2; i <= j; i++, j--) seen[strip_open[i] ^ strip_open[j]] = stamp;
    int mex = 0;
    while (seen[mex] == stamp) mex++;
    strip_walled[k] = (uint16_t)mex;
    if (k >= 1) seen[strip_open[k - 1]] = stamp;
    while (seen[mex] == stamp) mex++;
    strip_open[k] = (uint16_t)mex;
  }
  strip_known = n;
}

/* A run of `length` uneaten columns, with `open_ends` ends against an eaten column. */
static int strip_value(int length, int open_ends) {
  strips_extend(length);
  return open_ends == 0 ? strip_walled[length] : strip_open[length];
}

/* ---------------------------------------------------------------------------- hash tables */

/* A part's exact key. A compact key (a part of at most 56 portions) is the free portions, row
 * after row, with H and W in the top byte, then the open portions; the table keeps it in 16
 * bytes, the value in the top byte of the second word. A longer part keeps the packed key of
 * galette.c (pack_key) in a table of its own, of 32-byte entries: there are few such parts. */
typedef struct {
  uint64_t key[KEY_WORDS];
  uint32_t value;
  uint32_t pad;
} Entry;

typedef struct {
  uint64_t w[KEY_WORDS];
  uint64_t hash;
  int compact;
} Key;

typedef struct {
  uint64_t a, b;
} Slot;

typedef struct {
  void *slots;
  size_t entry_bytes;
  uint64_t mask;
  uint64_t count;
} Table;

static Table narrow = {NULL, sizeof(Slot), 0, 0}, wide = {NULL, sizeof(Entry), 0, 0};
static double table_load = 0.5;

static uint64_t mix(uint64_t h) {
  h = (h ^ (h >> 31)) * 0xbf58476d1ce4e5b9ull;
  return h ^ (h >> 29);
}

static void hash_key(Key *k) {
  uint64_t h = k->w[0] * 0x9e3779b97f4a7c15ull;
  for (int i = 1; i < KEY_WORDS; i++) h = (h ^ (h >> 29) ^ k->w[i]) * 0xbf58476d1ce4e5b9ull;
  k->hash = mix(h);
}

/* Zeroed memory; a large table asks for transparent huge pages, so that its random reads do not
 * each miss the TLB. */
static void *table_memory(size_t bytes) {
  void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) {
    fprintf(stderr, "galette: out of memory\n");
    exit(1);
  }
#ifndef NO_HUGE_PAGES
  if (bytes >= (2u << 20)) madvise(p, bytes, MADV_HUGEPAGE);
#endif
  return p;
}

static void table_init(Table *t, int bits) {
  t->slots = table_memory(t->entry_bytes << bits);
  t->mask = ((uint64_t)1 << bits) - 1;
  t->count = 0;
}

/* The slot of a key in its table: where it is, or the empty slot where it goes. */
static void *find_slot(const Table *t, const Key *k) {
  if (t == &narrow) {
    Slot *slots = t->slots;
    for (uint64_t i = k->hash & t->mask;; i = (i + 1) & t->mask) {
      Slot *s = &slots[i];
      if (s->a == 0 || (s->a == k->w[0] && (s->b << 8) == (k->w[1] << 8))) return s;
    }
  }
  Entry *entries = t->slots;
  for (uint64_t i = k->hash & t->mask;; i = (i + 1) & t->mask) {
    Entry *e = &entries[i];
    if (e->key[0] == 0 || memcmp(e->key, k->w, sizeof e->key) == 0) return e;
  }
}

static Table *table_of(const Key *k) { return k->compact ? &narrow : &wide; }

static void prefetch_slot(const Key *k) {
  const Table *t = table_of(k);
  __builtin_prefetch((const char *)t->slots + (k->hash & t->mask) * t->entry_bytes);
}

static int table_get(const Key *k) {
  const Table *t = table_of(k);
  if (t == &narrow) {
    const Slot *s = find_slot(t, k);
    return s->a == 0 ? -1 : (int)(s->b >> 56);
  }
  const Entry *e = find_slot(t, k);
  return e->key[0] == 0 ? -1 : (int)e->value;
}

static void table_put(const Key *k, uint32_t value);

static void table_grow(Table *t) {
  void *old = t->slots;
  uint64_t old_size = t->mask + 1;
  int bits = 0;
  while (((uint64_t)1 << bits) < 2 * old_size) bits++;
  table_init(t, bits);
  for (uint64_t i = 0; i < old_size; i++) {
    Key k;
    memset(&k, 0, sizeof k);
    uint32_t value;
    if (t == &narrow) {
      const Slot *s = (const Slot *)old + i;
      if (s->a == 0) continue;
      k.w[0] = s->a;
      k.w[1] = (s->b << 8) >> 8;
      k.compact = 1;
      value = (uint32_t)(s->b >> 56);
    } else {
      const Entry *e = (const Entry *)old + i;
      if (e->key[0] == 0) continue;
      memcpy(k.w, e->key, sizeof e->key);
      value = e->value;
    }
    hash_key(&k);
    table_put(&k, value);
  }
  munmap(old, t->entry_bytes * old_size);
}

static void table_put(const Key *k, uint32_t value) {
  Table *t = table_of(k);
  if ((double)(t->count + 1) > table_load * (double)(t->mask + 1)) table_grow(t);
  t->count++;
  if (t == &narrow) {
    Slot *s = find_slot(t, k);
    s->a = k->w[0];
    s->b = k->w[1] | ((uint64_t)value << 56);
  } else {
    Entry *e = find_slot(t, k);
    memcpy(e->key, k->w, sizeof e->key);
    e->value = value;
  }
}

/* ---------------------------------------------------------------------------- geometry */

static uint8_t reversed_byte[256];

static void init_reverse(void) {
  for (int i = 0; i < 256; i++) {
    int r = 0;
    for (int b = 0; b < 8; b++) r |= ((i >> b) & 1) << (7 - b);
    reversed_byte[i] = (uint8_t)r;
  }
}

/* The lowest `width` bits of x in reverse order. */
static inline uint32_t reverse(uint32_t x, int width) {
  uint32_t r = ((uint32_t)reversed_byte[x & 255] << 24) | ((uint32_t)reversed_byte[(x >> 8) & 255] << 16) |
               ((uint32_t)reversed_byte[(x >> 16) & 255] << 8) | reversed_byte[x >> 24];
  return r >> (32 - width);
}

static int popcount(uint32_t x) { return __builtin_popcount(x); }

/* legal[r]: bit c when the window with top-left portion (r, c) lies on free portions. */
static void legal_windows(int h, const uint32_t *free, uint32_t *legal) {
  for (int r = 0; r + 1 < h; r++) {
    uint32_t both = free[r] & free[r + 1];
    legal[r] = both & (both >> 1);
  }
  legal[h - 1] = 0;
}

/* The windows of row r (bits of `windows`) holding exactly the open portions of an earlier
 * overlapping window of `above` (row r - 1) or of their own row (left, up, up-left, up-right):
 * the portions of either window but not both are not open. o0, o1, o2: open rows r - 1, r, r + 1. */
static inline uint32_t repeated_windows(uint32_t o0, uint32_t o1, uint32_t o2, uint32_t windows,
                                        uint32_t above) {
  uint32_t pairs0 = o0 | (o0 >> 1), pairs2 = o2 | (o2 >> 1);
  uint32_t columns = o1 | o2;
  uint32_t repeated = (windows << 1) & ~(columns << 1) & ~(columns >> 1);
  repeated |= above & ~pairs0 & ~pairs2;
  repeated |= (above << 1) & ~(o1 >> 1) & ~pairs2 & ~(pairs0 << 1) & ~(o1 << 1);
  repeated |= (above >> 1) & ~o1 & ~pairs2 & ~(pairs0 >> 1) & ~(o1 >> 2);
  return repeated;
}

/* Row i of symmetric image k of the H x W part in (free, open) = (plain | turned). */
static inline void image_row(const Part *plain, const Part *turned, int k, int i, uint32_t *f,
                             uint32_t *o) {
  const Part *src = (k & 4) ? turned : plain;
  int j = (k & 1) ? src->h - 1 - i : i;
  uint32_t a = src->free[j], b = src->open[j];
  if (k & 2) {
    a = reverse(a, src->w);
    b = reverse(b, src->w);
  }
  *f = a;
  *o = b;
}

static void transpose(const Part *from, Part *to) {
  to->h = from->w;
  to->w = from->h;
  for (int c = 0; c < from->w; c++) {
    uint32_t f = 0, o = 0;
    for (int r = 0; r < from->h; r++) {
      f |= ((from->free[r] >> c) & 1u) << r;
      o |= ((from->open[r] >> c) & 1u) << r;
    }
    to->free[c] = f;
    to->open[c] = o;
  }
}

/* Compares images a and b row by row: < 0 when a is less. */
static int compare_images(const Part *plain, const Part *turned, int a, int b) {
  for (int i = 0; i < plain->h; i++) {
    uint32_t fa, oa, fb, ob;
    image_row(plain, turned, a, i, &fa, &oa);
    image_row(plain, turned, b, i, &fb, &ob);
    if (fa != fb) return fa < fb ? -1 : 1;
    if (oa != ob) return oa < ob ? -1 : 1;
  }
  return 0;
}

/* The least image of a part under the symmetries of its box (tall parts turned first). */
static void least_image(Part *plain, Part *out) {
  if (plain->h > plain->w) {
    Part tall = *plain;
    transpose(&tall, plain);
  }
  Part turned;
  int images = 4;
  if (plain->h == plain->w) {
    transpose(plain, &turned);
    images = 8;
  }
  /* The first rows usually decide; images tied on them are compared in full. */
  int best = 0;
  uint32_t best_free = plain->free[0], best_open = plain->open[0];
  int tied[8], ties = 0;
  tied[ties++] = 0;
  for (int k = 1; k < images; k++) {
    uint32_t f, o;
    image_row(plain, &turned, k, 0, &f, &o);
    if (f < best_free || (f == best_free && o < best_open)) {
      best = k;
      best_free = f;
      best_open = o;
      ties = 0;
      tied[ties++] = k;
    } else if (f == best_free && o == best_open) {
      tied[ties++] = k;
    }
  }
  for (int i = 1; i < ties; i++)
    if (compare_images(plain, &turned, tied[i], best) < 0) best = tied[i];
  out->h = plain->h;
  out->w = plain->w;
  for (int i = 0; i < plain->h; i++) image_row(plain, &turned, best, i, &out->free[i], &out->open[i]);
}

/*
 * Canonical form of the component `comp` (open portions, rows lo..hi) of a part of h rows whose
 * legal windows are `legal`. Returns -1 with the canonical part in *out, or the component's value
 * when it needs no search (no window, or a two-row strip).
 */
static int canonicalize(int h, const uint32_t *legal, const uint32_t *comp, int lo, int hi,
                        Part *out) {
  uint32_t touch[MAXH], cover[MAXH];
  memset(touch, 0, sizeof touch);
  int first = lo > 0 ? lo - 1 : 0;
  int last = hi < h - 2 ? hi : h - 2;
  uint32_t any = 0;
  for (int r = first; r <= last; r++) {
    uint32_t t = comp[r], b = comp[r + 1];
    touch[r] = legal[r] & (t | (t >> 1) | b | (b >> 1));
    any |= touch[r];
  }
  if (any == 0) return 0;
  int r0 = -1, r1 = -1;
  uint32_t cols = 0;
  for (int r = 0; r < h; r++) {
    uint32_t above = r > 0 ? touch[r - 1] : 0;
    cover[r] = touch[r] | (touch[r] << 1) | above | (above << 1);
    if (cover[r] != 0) {
      if (r0 < 0) r0 = r;
      r1 = r;
      cols |= cover[r];
    }
  }
  int c0 = __builtin_ctz(cols);
  int c1 = 31 - __builtin_clz(cols);
  int height = r1 - r0 + 1, width = c1 - c0 + 1;
  if (height == 2) {
    int length = popcount((comp[r0] | comp[r1]) >> c0);
    return strip_value(length, width - length);
  }
  if (width == 2) {
    int length = 0;
    for (int r = r0; r <= r1; r++) length += comp[r] != 0;
    return strip_value(length, height - length);
  }
  /* Twins: an open portion lying in exactly the windows of an earlier open neighbour (left,
   * up, up-left or up-right) is dropped; T(r)[c] below is window (r, c), and portion (r, c) lies
   * in windows (r-1, c-1), (r-1, c), (r, c-1), (r, c). Each test asks that the windows of the
   * two portions that are not shared be absent. */
  Part plain;
  plain.h = height;
  plain.w = width;
  for (int r = r0; r <= r1; r++) {
    uint32_t open = comp[r];
    uint32_t t0 = touch[r];
    uint32_t t1 = r >= 1 ? touch[r - 1] : 0;
    uint32_t t2 = r >= 2 ? touch[r - 2] : 0;
    uint32_t up = r > r0 ? comp[r - 1] : 0;
    uint32_t twins = 0;
    if ((open & ~t0) != 0) {
      twins |= open & (open << 1) & ~t1 & ~t0 & ~(t1 << 2) & ~(t0 << 2);
      twins |= open & up & ~(t0 << 1) & ~t0 & ~(t2 << 1) & ~t2;
      twins |= open & (up << 1) & ~t1 & ~(t0 << 1) & ~t0 & ~(t2 << 2) & ~(t2 << 1) & ~(t1 << 2);
      twins |= open & (up >> 1) & ~(t1 << 1) & ~(t0 << 1) & ~t0 & ~t2 & ~(t2 >> 1) & ~(t1 >> 1);
    }
    uint32_t kept = open & ~twins;
    plain.free[r - r0] = cover[r] >> c0;
    plain.open[r - r0] = kept >> c0;
  }
  least_image(&plain, out);
  return -1;
}

static void pack_key(const Part *p, uint64_t *key) {
  memset(key, 0, sizeof(uint64_t) * KEY_WORDS);
  key[0] = (uint64_t)p->h | ((uint64_t)p->w << 5);
  int bit = 10;
  for (int i = 0; i < p->h; i++) {
    uint64_t row = (uint64_t)p->free[i] | ((uint64_t)p->open[i] << p->w);
    int n = 2 * p->w;
    key[bit >> 6] |= row << (bit & 63);
    if ((bit & 63) + n > 64) key[(bit >> 6) + 1] |= row >> (64 - (bit & 63));
    bit += n;
  }
}

/* ------------------------------------------------------------------------------- search */

static uint64_t parts_searched;

/* Floods the component of the first open portion of rest (through legal windows), into comp. */
static void flood(int h, const uint32_t *legal, const uint32_t *rest, uint32_t *comp, int *lo,
                  int *hi) {
  int seed = 0;
  while (rest[seed] == 0) seed++;
  memset(comp, 0, sizeof(uint32_t) * h);
  comp[seed] = rest[seed] & -rest[seed];
  int top = seed, bottom = seed;
  int changed = 1;
  while (changed) {
    changed = 0;
    for (int pass = 0; pass < 2; pass++) {
      for (int s = 0; s + 1 < h; s++) {
        int r = pass == 0 ? s : h - 2 - s;
        uint32_t t = comp[r], b = comp[r + 1];
        uint32_t reached = legal[r] & (t | (t >> 1) | b | (b >> 1));
        if (reached == 0) continue;
        /* Windows c and c + 1 are linked when a portion they share is open. */
        uint32_t links = legal[r] & (legal[r] >> 1) & ((rest[r] | rest[r + 1]) >> 1);
        /* Spread along runs of links, doubling the reach at each step. */
        uint32_t up = links << 1, down = links;
        for (int shift = 1; shift < 32; shift <<= 1) {
          reached |= (up & (reached << shift)) | (down & (reached >> shift));
          up &= up << shift;
          down &= down >> shift;
        }
        uint32_t covered = reached | (reached << 1);
        uint32_t nt = t | (rest[r] & covered), nb = b | (rest[r + 1] & covered);
        if (nt != t || nb != b) {
          comp[r] = nt;
          comp[r + 1] = nb;
          changed = 1;
          if (r < top) top = r;
          if (r + 1 > bottom) bottom = r + 1;
        }
      }
      /* Usually one component is left: stop as soon as it holds every open portion. */
      int all = 1;
      for (int r = 0; r < h && all; r++) all = comp[r] == rest[r];
      if (all) {
        changed = 0;
        break;
      }
    }
  }
  *lo = top;
  *hi = bottom;
}

/* The exact key of a canonical part. */
static void make_key(const Part *p, Key *k) {
  memset(k->w, 0, sizeof k->w);
  k->compact = p->h * p->w <= 56;
#ifdef NO_COMPACT_KEYS
  k->compact = 0;
#endif
  if (k->compact) {
    uint64_t free = 0, open = 0;
    for (int i = 0, at = 0; i < p->h; i++, at += p->w) {
      free |= (uint64_t)p->free[i] << at;
      open |= (uint64_t)p->open[i] << at;
    }
    k->w[0] = free | (uint64_t)p->h << 56 | (uint64_t)p->w << 59;
    k->w[1] = open;
  } else {
    pack_key(p, k->w);
  }
  hash_key(k);
}

static int same_key(const Key *a, const Key *b) {
  return a->w[0] == b->w[0] && a->w[1] == b->w[1] && a->w[2] == b->w[2];
}

typedef unsigned __int128 Board;

/* The portions of `left` linked to its first one through the windows of `windows`: portion
 * (r, c) at bit r * stride + c, window (r, c) at the bit of its top-left portion; the spare
 * column of each row keeps shifts from wrapping. Each round adds the windows the piece touches. */
static Board flood_board(Board left, Board windows, int stride) {
  Board piece = left & -left;
  for (;;) {
    Board touched = windows & (piece | piece >> 1 | piece >> stride | piece >> (stride + 1));
    Board grown = left & (touched | touched << 1 | touched << stride | touched << (stride + 1));
    if (grown == piece) return piece;
    piece = grown;
  }
}

static int board_low(Board b) {
  uint64_t low = (uint64_t)b;
  return low != 0 ? __builtin_ctzll(low) : 64 + __builtin_ctzll((uint64_t)(b >> 64));
}

static int board_high(Board b) {
  uint64_t high = (uint64_t)(b >> 64);
  return high != 0 ? 127 - __builtin_clzll(high) : 63 - __builtin_clzll((uint64_t)b);
}

/* A part some bite leaves, with its key. */
typedef struct {
  Part part;
  Key key;
} Child;

#define MAX_BITES 128
#define MAX_CHILDREN 512
#define MAX_DEPTH 64
static Child *children; /* MAX_CHILDREN per level of the search */
static int depth;

static int solve(const Part *p, const Key *key) {
  parts_searched++;
  if (depth == MAX_DEPTH) {
    fprintf(stderr, "galette: the search went too deep\n");
    exit(1);
  }
  Child *kids = children + (size_t)depth * MAX_CHILDREN;
  depth++;
  const int h = p->h;
  uint32_t legal[MAXH];
  legal_windows(h, p->free, legal);
  /* First every bite's parts, keyed (the XOR of those valued at once in solved[]). */
  int bites = 0, count = 0;
  int bite_end[MAX_BITES];
  int solved[MAX_BITES];
  /* A part whose rows, each with a spare column, fit in 128 bits is flooded as one board. */
  const int stride = p->w + 1;
#ifdef NO_BOARD_FLOOD
  const int on_board = 0;
#else
  const int on_board = h * stride <= 128;
#endif
  const uint32_t row_mask = (1u << p->w) - 1;
  const Board bite = (Board)3 | (Board)3 << stride;
  Board open_board = 0, window_board = 0;
  if (on_board) {
    for (int i = 0; i < h; i++) {
      open_board |= (Board)p->open[i] << (i * stride);
      window_board |= (Board)legal[i] << (i * stride);
    }
  }
  for (int r = 0; r + 1 < h; r++) {
    uint32_t top = p->open[r], bottom = p->open[r + 1];
    uint32_t playable = legal[r] & (top | (top >> 1) | bottom | (bottom >> 1));
    /* A bite eating exactly the open portions of an earlier overlapping bite (left, up,
     * up-left, up-right) is skipped: the portions of either window but not both are eaten. */
    playable &= ~repeated_windows(r >= 1 ? p->open[r - 1] : 0, top, bottom, legal[r],
                                  r >= 1 ? legal[r - 1] : 0);
    for (; playable != 0; playable &= playable - 1) {
      int c = __builtin_ctz(playable);
      uint32_t rest[MAXH];
      Board left = 0;
      if (on_board) {
        left = open_board & ~(bite << (r * stride + c));
      } else {
        memcpy(rest, p->open, sizeof(uint32_t) * h);
        rest[r] &= ~(3u << c);
        rest[r + 1] &= ~(3u << c);
      }
      int x = 0;
      const int first = count;
      for (;;) {
        uint32_t comp[MAXH];
        int lo, hi;
        if (on_board) {
          if (left == 0) break;
          Board piece = flood_board(left, window_board, stride);
          left &= ~piece;
          lo = board_low(piece) / stride;
          hi = board_high(piece) / stride;
          if (lo > 0) comp[lo - 1] = 0;
          if (hi + 1 < h) comp[hi + 1] = 0;
          for (int i = lo; i <= hi; i++) comp[i] = (uint32_t)(piece >> (i * stride)) & row_mask;
        } else {
          int any = 0;
          for (int i = 0; i < h; i++) any |= rest[i] != 0;
          if (!any) break;
          flood(h, legal, rest, comp, &lo, &hi);
          for (int i = lo; i <= hi; i++) rest[i] &= ~comp[i];
        }
        if (count == MAX_CHILDREN) {
          fprintf(stderr, "galette: a part has too many children\n");
          exit(1);
        }
        Child *kid = &kids[count];
        int v = canonicalize(h, legal, comp, lo, hi, &kid->part);
        if (v >= 0) {
          x ^= v;
          continue;
        }
        make_key(&kid->part, &kid->key);
        int twin = -1;
#ifndef NO_TWIN_CANCELLING
        /* Two parts of a bite that are the same up to symmetry have the same key, and their
         * values cancel in the XOR: neither is needed. */
        for (int i = first; i < count && twin < 0; i++)
          if (same_key(&kids[i].key, &kid->key)) twin = i;
#endif
        if (twin < 0) {
          count++;
        } else {
          count--;
          if (twin != count) kids[twin] = kids[count];
        }
      }
      if (bites == MAX_BITES) {
        fprintf(stderr, "galette: a part has too many bites\n");
        exit(1);
      }
      bite_end[bites] = count;
      solved[bites++] = x;
    }
  }
#ifndef NO_PREFETCH
  /* Then every part's slot is fetched at once, so the cache misses overlap. */
  for (int i = 0; i < count; i++) prefetch_slot(&kids[i].key);
#endif
  uint8_t seen[1024];
  int max_option = -1;
  for (int b = 0, i = 0; b < bites; b++) {
    int x = solved[b];
    for (; i < bite_end[b]; i++) {
      int v = table_get(&kids[i].key);
      x ^= v >= 0 ? v : solve(&kids[i].part, &kids[i].key);
    }
    while (max_option < x) seen[++max_option] = 0;
    seen[x] = 1;
  }
  depth--;
  int mex = 0;
  while (mex <= max_option && seen[mex]) mex++;
  table_put(key, (uint32_t)mex);
  return mex;
}

static int part_value(const Part *part) {
  Key key;
  make_key(part, &key);
  int known = table_get(&key);
  return known >= 0 ? known : solve(part, &key);
}

/* The value of the empty rows x cols cake. */
static int empty_cake(int rows, int cols) {
  int short_side = rows < cols ? rows : cols;
  int long_side = rows < cols ? cols : rows;
  if (short_side == 1) return 0;
  if (short_side == 2) return strip_value(long_side, 0);
  /* Rows along the shorter side, so a row fits in a word. */
  int h = long_side, w = short_side;
  uint32_t free[MAXH], legal[MAXH], comp[MAXH];
  for (int r = 0; r < h; r++) free[r] = comp[r] = (1u << w) - 1;
  legal_windows(h, free, legal);
  Part root;
  int v = canonicalize(h, legal, comp, 0, h - 1, &root);
  return v >= 0 ? v : part_value(&root);
}

int main(int argc, char **argv) {
  if (argc != 3 && argc != 4) {
    fprintf(stderr, "usage: galette-best ROWS COLS [LOAD]\n");
    return 2;
  }
  if (argc == 4) table_load = atof(argv[3]);
  if (!(table_load >= 0.1 && table_load <= 0.9)) {
    fprintf(stderr, "galette: LOAD must be between 0.1 and 0.9\n");
    return 2;
  }
  int rows = atoi(argv[1]), cols = atoi(argv[2]);
  int short_side = rows < cols ? rows : cols;
  int long_side = rows < cols ? cols : rows;
  if (rows < 1 || cols < 1 || long_side >= MAXH || 10 + 2 * rows * cols > 64 * KEY_WORDS) {
    fprintf(stderr, "galette: %d x %d is beyond this program\n", rows, cols);
    return 2;
  }
  (void)short_side;
  init_reverse();
  table_init(&narrow, 20);
  table_init(&wide, 10);
  children = malloc(sizeof(Child) * MAX_CHILDREN * MAX_DEPTH);
  struct timespec t0, t1;
  clock_t c0 = clock();
  clock_gettime(CLOCK_MONOTONIC, &t0);
  int value = empty_cake(rows, cols);
  clock_gettime(CLOCK_MONOTONIC, &t1);
  double cpu = (double)(clock() - c0) / CLOCKS_PER_SEC;
  double seconds = (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec);
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  printf("{\"rows\":%d,\"cols\":%d,\"value\":%d,\"parts\":%llu,\"seconds\":%.6f,"
         "\"cpuSeconds\":%.6f,\"peakMiB\":%.1f}\n",
         rows, cols, value, (unsigned long long)parts_searched, seconds, cpu,
         usage.ru_maxrss / 1024.0);
  return 0;
}
