import * as migration_20261121_204216_initial from './20261121_204216_initial';
import * as migration_20261121_212241_portfolio from './20261121_212241_portfolio';
import * as migration_20261121_221513_forms from './20261121_221513_forms';
import * as migration_20261121_232852_form_drafts from './20261121_232852_form_drafts';
import * as migration_20261122_002117_forms_captcha from './20261122_002117_forms_captcha';
import * as migration_20261122_002320_prices from './20261122_002320_prices';
import * as migration_20261122_002508_forms_next_logic_date_bounds from './20261122_002508_forms_next_logic_date_bounds';
import * as migration_20261122_003149_forms_rows_image_choices from './20261122_003149_forms_rows_image_choices';
import * as migration_20261122_003951_form_uploads from './20261122_003951_form_uploads';
import * as migration_20261122_031521_captcha_solutions from './20261122_031521_captcha_solutions';
import * as migration_20261125_103435_sign_in_limits from './20261125_103435_sign_in_limits';
import * as migration_20261125_135751_portfolio_listing_index from './20261125_135751_portfolio_listing_index';
import * as migration_20261125_170207_acknowledgement_limits_account_mail from './20261125_170207_acknowledgement_limits_account_mail';
import * as migration_20261125_184336_content_grids from './20261125_184336_content_grids';
import * as migration_20261125_184647_popups from './20261125_184647_popups';
import * as migration_20261125_195543_off_canvas_panels from './20261125_195543_off_canvas_panels';
import * as migration_20261125_221053_theme_settings from './20261125_221053_theme_settings';
import * as migration_20261125_235849_request_ids from './20261125_235849_request_ids';
import * as migration_20261126_005834_lightbox_buttons from './20261126_005834_lightbox_buttons';
import * as migration_20261126_010354_consent_proofs from './20261126_010354_consent_proofs';
import * as migration_20261128_215726_lightbox_midclick from './20261128_215726_lightbox_midclick';
import * as migration_20261129_020000_news_page from './20261129_020000_news_page';

export const migrations = [
  {
    up: migration_20261121_204216_initial.up,
    down: migration_20261121_204216_initial.down,
    name: '20261121_204216_initial',
  },
  {
    up: migration_20261121_212241_portfolio.up,
    down: migration_20261121_212241_portfolio.down,
    name: '20261121_212241_portfolio',
  },
  {
    up: migration_20261121_221513_forms.up,
    down: migration_20261121_221513_forms.down,
    name: '20261121_221513_forms',
  },
  {
    up: migration_20261121_232852_form_drafts.up,
    down: migration_20261121_232852_form_drafts.down,
    name: '20261121_232852_form_drafts',
  },
  {
    up: migration_20261122_002117_forms_captcha.up,
    down: migration_20261122_002117_forms_captcha.down,
    name: '20261122_002117_forms_captcha',
  },
  {
    up: migration_20261122_002320_prices.up,
    down: migration_20261122_002320_prices.down,
    name: '20261122_002320_prices',
  },
  {
    up: migration_20261122_002508_forms_next_logic_date_bounds.up,
    down: migration_20261122_002508_forms_next_logic_date_bounds.down,
    name: '20261122_002508_forms_next_logic_date_bounds',
  },
  {
    up: migration_20261122_003149_forms_rows_image_choices.up,
    down: migration_20261122_003149_forms_rows_image_choices.down,
    name: '20261122_003149_forms_rows_image_choices',
  },
  {
    up: migration_20261122_003951_form_uploads.up,
    down: migration_20261122_003951_form_uploads.down,
    name: '20261122_003951_form_uploads',
  },
  {
    up: migration_20261122_031521_captcha_solutions.up,
    down: migration_20261122_031521_captcha_solutions.down,
    name: '20261122_031521_captcha_solutions',
  },
  {
    up: migration_20261125_103435_sign_in_limits.up,
    down: migration_20261125_103435_sign_in_limits.down,
    name: '20261125_103435_sign_in_limits',
  },
  {
    up: migration_20261125_135751_portfolio_listing_index.up,
    down: migration_20261125_135751_portfolio_listing_index.down,
    name: '20261125_135751_portfolio_listing_index',
  },
  {
    up: migration_20261125_170207_acknowledgement_limits_account_mail.up,
    down: migration_20261125_170207_acknowledgement_limits_account_mail.down,
    name: '20261125_170207_acknowledgement_limits_account_mail',
  },
  {
    up: migration_20261125_184336_content_grids.up,
    down: migration_20261125_184336_content_grids.down,
    name: '20261125_184336_content_grids',
  },
  {
    up: migration_20261125_184647_popups.up,
    down: migration_20261125_184647_popups.down,
    name: '20261125_184647_popups',
  },
  {
    up: migration_20261125_195543_off_canvas_panels.up,
    down: migration_20261125_195543_off_canvas_panels.down,
    name: '20261125_195543_off_canvas_panels',
  },
  {
    up: migration_20261125_221053_theme_settings.up,
    down: migration_20261125_221053_theme_settings.down,
    name: '20261125_221053_theme_settings',
  },
  {
    up: migration_20261125_235849_request_ids.up,
    down: migration_20261125_235849_request_ids.down,
    name: '20261125_235849_request_ids',
  },
  {
    up: migration_20261126_005834_lightbox_buttons.up,
    down: migration_20261126_005834_lightbox_buttons.down,
    name: '20261126_005834_lightbox_buttons',
  },
  {
    up: migration_20261126_010354_consent_proofs.up,
    down: migration_20261126_010354_consent_proofs.down,
    name: '20261126_010354_consent_proofs',
  },
  {
    up: migration_20261128_215726_lightbox_midclick.up,
    down: migration_20261128_215726_lightbox_midclick.down,
    name: '20261128_215726_lightbox_midclick'
  },
  {
    up: migration_20261129_020000_news_page.up,
    down: migration_20261129_020000_news_page.down,
    name: '20261129_020000_news_page',
  },
];
