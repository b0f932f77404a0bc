import { defineMessages } from '../../../shared/i18n/messages.ts';

/** The site's frame: the nav bar, the phone menu, the skip link. */
export const layoutText = defineMessages({
  en: {
    home: 'Home',
    about: 'About',
    tours: 'Tours',
    blogs: 'Blogs',
    dashboard: 'Dashboard',
    contact: 'Contact',
    signIn: 'SignIn',
    signOut: 'SignOut',
    menu: 'Menu',
    logoLabel: 'Travelez home',
    mainNav: 'Main',
    skipToContent: 'Skip to content',
  },
  bn: {
    home: 'হোম',
    about: 'আমাদের কথা',
    tours: 'ট্যুর',
    blogs: 'ব্লগ',
    dashboard: 'ড্যাশবোর্ড',
    contact: 'যোগাযোগ',
    signIn: 'সাইন ইন',
    signOut: 'সাইন আউট',
    menu: 'মেনু',
    logoLabel: 'Travelez হোম',
    mainNav: 'প্রধান',
    skipToContent: 'মূল অংশে যান',
  },
});
