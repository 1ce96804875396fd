-- Lord Invidius (WC 110): Elusive (data). While Lord Invidius is in the center of your
-- battleline, it gains "Reap: Take control of an enemy flank creature and exhaust it. While
-- under your control, it belongs to house Dis." (Where it stands as the Reap: resolves.)
return {
	reap = function(ctx)
		if not ctx:rule("in_center", ctx.this) then
			return
		end
		local flanks = ctx:rule("flank_creatures", "opponent")
		local picked =
			ctx:choose({ prompt = "Take control of which enemy flank creature?", objects = flanks })[1]
		if picked == nil or not ctx:take_control(picked) then
			return
		end
		ctx:rest(picked)
		ctx:lasting({
			target = picked,
			duration = "indefinitely",
			effect = { attribute = "house", value = "dis", while_controlled = true },
		})
	end,
}
