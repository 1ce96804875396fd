-- Ironyx Vatminder (WoE 158): Play/Destroyed: Make a token creature.
local function make(ctx)
	ctx:rule("make_token")
end

return {
	resolve = make,
	triggers = {
		{ on = "destroyed", own = true, label = "make a token creature (Ironyx Vatminder)", resolve = make },
	},
}
