-- Slimy Jark (WC 030), creature: Skirmish, Elusive (the rules'). Fight: Enrage the
-- creature Slimy Jark fought (the rules' fight passes it to the Fight: ability).
return {
	fight = function(ctx, fought)
		ctx:rule("enrage", fought)
	end,
}
