-- Fracturize: target item or weapon becomes a Cleric Fractal phantasia with reservable and
-- loses all other abilities, indefinitely. Floating Memory (printed). The type change sets
-- its card types (its supertypes, regalia, go with them: CR, Type-Overwriting 2) and adds
-- the subtypes; reservable is granted after the loss, so it is the one ability it keeps.
return {
	targets = function(_ctx)
		return { { label = "item or weapon", any_type = { "item", "weapon" }, count = 1 } }
	end,
	resolve = function(ctx)
		local it = ctx:target(1)
		if it == nil then
			return
		end
		ctx:lasting({
			target = it,
			duration = "indefinitely",
			effect = { become = { "phantasia" }, subtypes = { "cleric", "fractal" } },
		})
		ctx:lasting({ target = it, duration = "indefinitely", effect = { lose_abilities = true } })
		ctx:lasting({ target = it, duration = "indefinitely", effect = { grant = "reservable" } })
	end,
}
