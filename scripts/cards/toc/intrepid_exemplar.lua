-- Intrepid Exemplar (ToC 168): Taunt (data). After Fight/Destroyed: Make a token creature.
return {
	fight = function(ctx)
		ctx:rule("make_token")
	end,
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: make a token creature (Intrepid Exemplar)",
			resolve = function(ctx)
				ctx:rule("make_token")
			end,
		},
	},
}
