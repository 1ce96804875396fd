-- Master of the Grey (MM 169), creature: Your opponent cannot resolve bonus icons on cards
-- they play. Its keyword "opponent_no_bonus_icons" is read by the rules' bonus icons
-- (KF-ICON-13).
return {}
