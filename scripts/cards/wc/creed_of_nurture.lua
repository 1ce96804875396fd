-- Creed of Nurture (WC 386), artifact: Omni: Sacrifice Creed of Nurture. If you do, reveal a
-- creature from your hand; a creature in play gains its text box for the rest of the turn:
-- every ability of that card (RULE-GAINED-1), its keywords, its traits, and the values of its
-- keywords (stats here, so they are added: `ctx:rule("keyword_values")`).
return {
	omni = function(ctx)
		if not ctx:destroy(ctx.this) then
			return
		end
		local hand = ctx:objects({ zone = "hand", controller = "you", type = "creature" })
		local revealed = ctx:choose({ prompt = "Which creature do you reveal?", objects = hand })[1]
		if revealed == nil then
			return
		end
		ctx:reveal({ revealed })
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		local picked = ctx:choose({ prompt = "Which creature gains its text box?", objects = creatures })[1]
		if picked == nil then
			return
		end
		ctx:gain_abilities(picked, revealed, "this_turn")
		ctx:lasting({ target = picked, duration = "turn", effect = { subtypes = revealed:subtypes() } })
		for _, v in ipairs(ctx:rule("keyword_values", revealed)) do
			ctx:lasting({ target = picked, duration = "turn", effect = { stat = v.stat, increase = v.value } })
		end
	end,
}
