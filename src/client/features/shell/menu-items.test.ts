import { describe, expect, it } from 'vitest';
import { MENU_ITEMS, activeMenuKey } from './menu-items.ts';

describe('main menu', () => {
  it('lists the spec entries in order', () => {
    expect(MENU_ITEMS.map((item) => item.key)).toEqual([
      'accountList',
      'manualTrading',
      'tradingBot',
      'tradingBotLogs',
      'analytics',
      'assetsStatement',
      'alertSystem',
      'settings',
      'userCenter',
      'referral',
      'gettingStarted',
      'tutorial',
      'contactUs',
      'videoTutorial',
      'realTimeAssets',
      'renewSubscription',
    ]);
  });
  it('highlights Manual Trading on the advanced market view', () => {
    expect(activeMenuKey('/stocksFull', {})).toBe('manualTrading');
    expect(activeMenuKey('/stocks', {})).toBe('manualTrading');
  });
  it('tells Getting Started from Tutorial by the tab query', () => {
    expect(activeMenuKey('/course', {})).toBe('gettingStarted');
    expect(activeMenuKey('/course', { tab: 'guide' })).toBe('tutorial');
  });
  it('highlights Trading Bot while adding a bot and nothing on an unknown page', () => {
    expect(activeMenuKey('/addrobot', {})).toBe('tradingBot');
    expect(activeMenuKey('/nowhere', {})).toBeNull();
  });
});
