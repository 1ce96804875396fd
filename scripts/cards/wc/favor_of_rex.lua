-- Favor of Rex (WC 219): Play: Trigger the play effect of a creature (either side) as if
-- you had just played it: its own Play: ability resolves as yours ("you" is you, "your
-- opponent" is your opponent); no æmber bonus.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		local picked =
			ctx:choose({ prompt = "Trigger the play effect of which creature?", objects = creatures })[1]
		if picked ~= nil then
			ctx:ability_of(picked, "resolve")
		end
	end,
}
