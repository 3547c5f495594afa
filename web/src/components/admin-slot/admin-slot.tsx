// A place in a storefront component where an ADMIN gets a control (docs/product.md,
// "Admin: goods"). Shared UI may not import features, so the app layer registers a loader for each
// slot; the control's code is downloaded only when an ADMIN is signed in and the slot is shown.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { AdminIntl } from '@/lib/i18n/admin-intl';
import { useIsAdmin } from '@/stores/session-store';
import type { Catalog, SubCategory } from '@/types/catalog';
import type { Good } from '@/types/good';
import type { SlideDates, SlideWords } from '@domain/slide';

/** The props each slot's control receives. */
interface AdminSlotProps {
  goodCard: { good: Good };
  subCategoryCard: { catalog: Catalog; subCategory: SubCategory };
  catalogPage: { catalog: Catalog };
  /** `words` and `dates`: the shown slide's text, link and showing dates, which the control edits. */
  carousel: { imageIds: string[]; current: number; words: SlideWords | null; dates: SlideDates | null };
  navMenu: Record<never, never>;
}
type AdminSlotName = keyof AdminSlotProps;

type Loaders = { [N in AdminSlotName]?: () => Promise<ComponentType<AdminSlotProps[N]>> };
type Lazies = { [N in AdminSlotName]?: LazyExoticComponent<ComponentType<AdminSlotProps[N]>> };

let loaders: Loaders = {};
const lazies: Lazies = {};

export function registerAdminSlots(next: Loaders): void {
  loaders = { ...loaders, ...next };
}

function lazyControl<N extends AdminSlotName>(name: N): LazyExoticComponent<ComponentType<AdminSlotProps[N]>> | null {
  const cached = lazies[name];
  if (cached) return cached;
  const load = loaders[name];
  if (!load) return null;
  const made = lazy(async () => ({ default: await load() }));
  lazies[name] = made as Lazies[N];
  return made;
}

type SlotProps<N extends AdminSlotName> = { name: N } & AdminSlotProps[N];

/** Renders nothing for a guest or a USER; for an ADMIN, the registered control of `name`. */
export function AdminSlot<N extends AdminSlotName>({ name, ...props }: SlotProps<N>) {
  const isAdmin = useIsAdmin();
  if (!isAdmin) return null;
  const Control = lazyControl(name) as ComponentType<AdminSlotProps[N]> | null;
  if (!Control) return null;
  // A control that fails to load must not take the storefront down with it.
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <AdminIntl>
          <Control {...(props as unknown as AdminSlotProps[N])} />
        </AdminIntl>
      </Suspense>
    </ErrorBoundary>
  );
}
