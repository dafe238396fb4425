import * as migration_20261121_204224_initial from './20261121_204224_initial';
import * as migration_20261121_212245_portfolio from './20261121_212245_portfolio';
import * as migration_20261121_221517_forms from './20261121_221517_forms';
import * as migration_20261121_232907_form_drafts from './20261121_232907_form_drafts';
import * as migration_20261122_002123_forms_captcha from './20261122_002123_forms_captcha';
import * as migration_20261122_002325_prices from './20261122_002325_prices';
import * as migration_20261122_002512_forms_next_logic_date_bounds from './20261122_002512_forms_next_logic_date_bounds';
import * as migration_20261122_003156_forms_rows_image_choices from './20261122_003156_forms_rows_image_choices';
import * as migration_20261122_004000_form_uploads from './20261122_004000_form_uploads';
import * as migration_20261122_031530_captcha_solutions from './20261122_031530_captcha_solutions';
import * as migration_20261125_103454_sign_in_limits from './20261125_103454_sign_in_limits';
import * as migration_20261125_170626_social_networks from './20261125_170626_social_networks';
import * as migration_20261125_182010_acknowledgement_limits_account_mail from './20261125_182010_acknowledgement_limits_account_mail';
import * as migration_20261125_184339_content_grids from './20261125_184339_content_grids';
import * as migration_20261125_184650_popups from './20261125_184650_popups';
import * as migration_20261125_195604_off_canvas_panels from './20261125_195604_off_canvas_panels';
import * as migration_20261125_221103_theme_settings from './20261125_221103_theme_settings';
import * as migration_20261125_235929_request_ids from './20261125_235929_request_ids';
import * as migration_20261126_005842_lightbox_buttons from './20261126_005842_lightbox_buttons';
import * as migration_20261126_010402_consent_proofs from './20261126_010402_consent_proofs';
import * as migration_20261128_215734_lightbox_midclick from './20261128_215734_lightbox_midclick';
import * as migration_20261129_020000_news_page from './20261129_020000_news_page';

export const migrations = [
  {
    up: migration_20261121_204224_initial.up,
    down: migration_20261121_204224_initial.down,
    name: '20261121_204224_initial',
  },
  {
    up: migration_20261121_212245_portfolio.up,
    down: migration_20261121_212245_portfolio.down,
    name: '20261121_212245_portfolio',
  },
  {
    up: migration_20261121_221517_forms.up,
    down: migration_20261121_221517_forms.down,
    name: '20261121_221517_forms',
  },
  {
    up: migration_20261121_232907_form_drafts.up,
    down: migration_20261121_232907_form_drafts.down,
    name: '20261121_232907_form_drafts',
  },
  {
    up: migration_20261122_002123_forms_captcha.up,
    down: migration_20261122_002123_forms_captcha.down,
    name: '20261122_002123_forms_captcha',
  },
  {
    up: migration_20261122_002325_prices.up,
    down: migration_20261122_002325_prices.down,
    name: '20261122_002325_prices',
  },
  {
    up: migration_20261122_002512_forms_next_logic_date_bounds.up,
    down: migration_20261122_002512_forms_next_logic_date_bounds.down,
    name: '20261122_002512_forms_next_logic_date_bounds',
  },
  {
    up: migration_20261122_003156_forms_rows_image_choices.up,
    down: migration_20261122_003156_forms_rows_image_choices.down,
    name: '20261122_003156_forms_rows_image_choices',
  },
  {
    up: migration_20261122_004000_form_uploads.up,
    down: migration_20261122_004000_form_uploads.down,
    name: '20261122_004000_form_uploads',
  },
  {
    up: migration_20261122_031530_captcha_solutions.up,
    down: migration_20261122_031530_captcha_solutions.down,
    name: '20261122_031530_captcha_solutions',
  },
  {
    up: migration_20261125_103454_sign_in_limits.up,
    down: migration_20261125_103454_sign_in_limits.down,
    name: '20261125_103454_sign_in_limits',
  },
  {
    up: migration_20261125_170626_social_networks.up,
    down: migration_20261125_170626_social_networks.down,
    name: '20261125_170626_social_networks',
  },
  {
    up: migration_20261125_182010_acknowledgement_limits_account_mail.up,
    down: migration_20261125_182010_acknowledgement_limits_account_mail.down,
    name: '20261125_182010_acknowledgement_limits_account_mail',
  },
  {
    up: migration_20261125_184339_content_grids.up,
    down: migration_20261125_184339_content_grids.down,
    name: '20261125_184339_content_grids',
  },
  {
    up: migration_20261125_184650_popups.up,
    down: migration_20261125_184650_popups.down,
    name: '20261125_184650_popups',
  },
  {
    up: migration_20261125_195604_off_canvas_panels.up,
    down: migration_20261125_195604_off_canvas_panels.down,
    name: '20261125_195604_off_canvas_panels',
  },
  {
    up: migration_20261125_221103_theme_settings.up,
    down: migration_20261125_221103_theme_settings.down,
    name: '20261125_221103_theme_settings',
  },
  {
    up: migration_20261125_235929_request_ids.up,
    down: migration_20261125_235929_request_ids.down,
    name: '20261125_235929_request_ids',
  },
  {
    up: migration_20261126_005842_lightbox_buttons.up,
    down: migration_20261126_005842_lightbox_buttons.down,
    name: '20261126_005842_lightbox_buttons',
  },
  {
    up: migration_20261126_010402_consent_proofs.up,
    down: migration_20261126_010402_consent_proofs.down,
    name: '20261126_010402_consent_proofs',
  },
  {
    up: migration_20261128_215734_lightbox_midclick.up,
    down: migration_20261128_215734_lightbox_midclick.down,
    name: '20261128_215734_lightbox_midclick'
  },
  {
    up: migration_20261129_020000_news_page.up,
    down: migration_20261129_020000_news_page.down,
    name: '20261129_020000_news_page',
  },
];
