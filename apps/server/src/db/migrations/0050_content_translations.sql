-- Server content in the member's language (issue 14). Operators write product names, notices,
-- scroll messages, home slides and lottery prizes in en-US (the row's own columns, which stay the
-- fallback); a translation per (kind, row, field, locale) overrides a field for members whose
-- Accept-Language picks that locale. One table for five kinds of row, so no foreign key: a trigger
-- on each of them deletes a row's translations with it.
create table content_translations (
  entity text not null check (entity in ('product', 'notice', 'scroll_message', 'swiper_slide', 'lottery_prize')),
  entity_id bigint not null,
  field text not null check (
    (entity = 'product' and field in ('name', 'agreement'))
    or (entity = 'notice' and field in ('title', 'content'))
    or (entity = 'scroll_message' and field = 'content')
    or (entity = 'swiper_slide' and field in ('title', 'image_url'))
    or (entity = 'lottery_prize' and field = 'name')
  ),
  locale text not null check (locale in ('zh-CN', 'zh-TW', 'es', 'fr', 'tr-TR')),
  value text not null check (char_length(value) between 1 and 10000),
  updated_at timestamptz not null default now(),
  primary key (entity, entity_id, field, locale)
);

create function delete_content_translations() returns trigger language plpgsql as $$
begin
  delete from content_translations where entity = tg_argv[0] and entity_id = old.id;
  return old;
end $$;
create trigger products_translations_cleanup after delete on products
  for each row execute function delete_content_translations('product');
create trigger notices_translations_cleanup after delete on notices
  for each row execute function delete_content_translations('notice');
create trigger scroll_messages_translations_cleanup after delete on scroll_messages
  for each row execute function delete_content_translations('scroll_message');
create trigger swiper_slides_translations_cleanup after delete on swiper_slides
  for each row execute function delete_content_translations('swiper_slide');
create trigger lottery_prizes_translations_cleanup after delete on lottery_prizes
  for each row execute function delete_content_translations('lottery_prize');

-- Demo product images and slides were inline SVG data URLs (the same ring drawing for every
-- product, sent in full with every product answer): now distinct files the server ships under
-- /core/assets/, cached for a year. Databases seeded before this keep their rows, pointed at them.
update products set image = '/core/assets/products/' || f.file
from (values
  ('Gold Bracelet Plan', 'gold-bracelet-v1.svg'),
  ('Pearl Necklace Plan', 'pearl-necklace-v1.svg'),
  ('Diamond Ring Plan', 'diamond-ring-v1.svg'),
  ('Jade Pendant Plan', 'jade-pendant-v1.svg'),
  ('Sapphire Earrings Plan', 'sapphire-earrings-v1.svg')
) as f (name, file)
where products.name = f.name and products.image like 'data:image/svg+xml;base64,%';

update product_orders set product_image = p.image
from products p
where product_orders.product_id = p.id and product_orders.product_image like 'data:image/svg+xml;base64,%'
  and p.image like '/core/assets/%';

update swiper_slides set image_url = '/core/assets/slides/' || f.file
from (values
  ('New collection', 'gold-collection-en-US-v1.svg'),
  ('Invite friends', 'invite-en-US-v1.svg'),
  ('Lucky draw', 'lucky-draw-en-US-v1.svg')
) as f (title, file)
where swiper_slides.title = f.title and swiper_slides.image_url like 'data:image/svg+xml;base64,%';
