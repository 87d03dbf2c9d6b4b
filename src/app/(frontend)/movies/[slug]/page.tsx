import { titleRoute } from '@/domains/catalogue/components/routes';
import { titleActions, titleMerchandise, titlePreviews } from '../../_sections/title-actions';

// Rendered on its first request, then served from Next's cache.
export const revalidate = 3600;
export const dynamicParams = true;
export { generateStaticParams } from '@/domains/catalogue/components/routes';

const route = titleRoute('movie', titleActions, titleMerchandise, titlePreviews);
export const generateMetadata = route.generateMetadata;
export default route.Page;
