import { aurumTheme, createBrandTheme, type BrandTheme } from '@aurum/tokens';

/**
 * The brands of the toolbar's Brand menu: Aurum itself and the example second brand of
 * examples/brand-demo (the same seeds), to show that every component follows a brand's seeds.
 */
export const brands: Record<string, BrandTheme> = {
  aurum: aurumTheme,
  nimbus: createBrandTheme({
    brandColor: '#2f6fed',
    brandName: 'Nimbus Outfitters',
    fontFamily: '"DejaVu Serif", Georgia, serif',
    radiusScale: 0.5,
  }),
};
